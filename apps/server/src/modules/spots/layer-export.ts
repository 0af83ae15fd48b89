import type { LayerExportFormat } from '@club/shared/api/spots';
import type { KmlLayer, Overlay } from '@club/shared/domain/kml/types';
import { defaultIcon, writeKml } from '@club/shared/domain/kml/writer';
import { readKmlText, writeGeoJson, writeGpx } from '@club/shared/domain/layer-files/index';
import { strToU8, type Zippable, zipSync } from 'fflate';

/** A stored layer to write in another format: what a worker of `kml-pool.ts` is handed. */
export interface LayerExportTask {
  /** The layer's stored KML. */
  kml: string;
  format: LayerExportFormat;
  /** The club site's origin (`https://demo.example.com`): the layer's site-relative links are made absolute on it. */
  origin: string;
  /** For a KMZ: the stored files the layer links to (`/files/…`), put in the archive beside doc.kml. */
  files: { url: string; data: Uint8Array }[];
}

/** Where a KMZ keeps its images, as Google Earth's own exports do. */
const KMZ_FILES_FOLDER = 'files';

/**
 * The layer written as `task.format`: KML, a KMZ (doc.kml and the layer's stored images under
 * `files/`, linked relatively), GPX or GeoJSON. A link to anything else of the site (a typed marker's
 * icon `/markers/fish.svg`, a file not packed) becomes absolute, so Google Earth or a GPS app can
 * follow it. CPU-bound: runs in the KML worker pool.
 */
export function writeLayerExport(task: LayerExportTask): Uint8Array {
  const { layer } = readKmlText(task.kml);
  const packed = task.format === 'kmz' ? packedNames(task.files) : new Map<string, string>();
  const link = (href: string): string => {
    const value = href.trim();
    const name = packed.get(value);
    if (name !== undefined) return `${KMZ_FILES_FOLDER}/${name}`;
    return value.startsWith('/') && !value.startsWith('//') ? `${task.origin}${value}` : value;
  };
  const relinked: KmlLayer = { name: layer.name, overlays: layer.overlays.map((item) => relink(item, link)) };
  const typedIcon = (markerType: string) => `${task.origin}${defaultIcon(markerType)}`;
  switch (task.format) {
    case 'kml':
      return strToU8(writeKml(relinked, typedIcon));
    case 'gpx':
      return strToU8(writeGpx(relinked));
    case 'geojson':
      return strToU8(writeGeoJson(relinked, typedIcon));
    case 'kmz': {
      const entries: Zippable = { 'doc.kml': strToU8(writeKml(relinked, typedIcon)) };
      for (const file of task.files) {
        const name = packed.get(file.url);
        // Pictures are compressed already: stored as they are.
        if (name !== undefined) entries[`${KMZ_FILES_FOLDER}/${name}`] = [file.data, { level: 0 }];
      }
      return zipSync(entries);
    }
  }
}

function relink(overlay: Overlay, link: (href: string) => string): Overlay {
  switch (overlay.type) {
    case 'marker':
      return {
        ...overlay,
        image: overlay.image === null ? null : link(overlay.image),
        iconHref: overlay.iconHref === null ? null : link(overlay.iconHref),
      };
    case 'image':
      return { ...overlay, image: link(overlay.image) };
    case 'network_link':
      return { ...overlay, href: link(overlay.href) };
    default:
      return overlay;
  }
}

/** Each packed file's name in the archive: its stored name, numbered when two share one. */
function packedNames(files: LayerExportTask['files']): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const { url } of files) {
    const base = url.split('/').pop() || 'image';
    let name = base;
    for (let number = 2; taken.has(name.toLowerCase()); number += 1) name = `${number}-${base}`;
    taken.add(name.toLowerCase());
    names.set(url, name);
  }
  return names;
}
