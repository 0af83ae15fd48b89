import { IMAGE_OVERLAY_REFERENCE_ZOOM } from '@club/shared/constants';
import { destination, rectangleAround } from '@club/shared/domain/kml/geometry';
import { DEFAULT_STYLE, type LatLng, type Overlay, type OverlayStyle } from '@club/shared/domain/kml/types';
import type { MarkerType } from '@club/shared/domain/marker-types';
import L from 'leaflet';
import { markerIcon, overlayToLeaflet, pathOptions } from '../../../lib/map/kml-overlays.ts';

/** What the editor keeps beside each Leaflet layer; geometry is read back from the layer when saving. */
export interface ShapeMeta {
  id: number;
  type: Overlay['type'];
  title: string;
  description: string;
  markerType: MarkerType | null;
  image: string | null;
  iconHref: string | null;
  style: OverlayStyle;
  rotation: number;
  /** Network links have nothing to draw: kept as they were read. */
  href: string | null;
}

export interface EditorShape {
  meta: ShapeMeta;
  layer: L.Layer | null;
}

const point = (latlng: L.LatLng): LatLng => ({ lat: latlng.lat, lng: latlng.lng });
const bounds = (box: L.LatLngBounds) => ({
  north: box.getNorth(),
  south: box.getSouth(),
  east: box.getEast(),
  west: box.getWest(),
});

export function shapeFromOverlay(overlay: Overlay, id: number): EditorShape {
  const meta: ShapeMeta = {
    id,
    type: overlay.type,
    title: overlay.title,
    description: overlay.description,
    markerType: overlay.type === 'marker' ? overlay.markerType : null,
    image: overlay.type === 'marker' || overlay.type === 'image' ? overlay.image : null,
    iconHref: overlay.type === 'marker' ? overlay.iconHref : null,
    style: 'style' in overlay ? overlay.style : { ...DEFAULT_STYLE },
    rotation: overlay.type === 'image' ? overlay.rotation : 0,
    href: overlay.type === 'network_link' ? overlay.href : null,
  };
  const layer = overlayToLeaflet(overlay);
  layer?.unbindPopup();
  return { meta, layer };
}

/** The overlay of a shape as it is now on the map. */
export function shapeToOverlay({ meta, layer }: EditorShape): Overlay | null {
  const base = { title: meta.title, description: meta.description };
  switch (meta.type) {
    case 'marker':
      if (!(layer instanceof L.Marker)) return null;
      return {
        ...base,
        type: 'marker',
        position: point(layer.getLatLng()),
        markerType: meta.markerType,
        image: meta.image,
        iconHref: meta.iconHref,
      };
    case 'circle':
      if (!(layer instanceof L.Circle)) return null;
      return {
        ...base,
        type: 'circle',
        center: point(layer.getLatLng()),
        radius: layer.getRadius(),
        style: meta.style,
      };
    case 'rectangle':
      if (!(layer instanceof L.Rectangle)) return null;
      return { ...base, type: 'rectangle', bounds: bounds(layer.getBounds()), style: meta.style };
    case 'polygon': {
      if (!(layer instanceof L.Polygon)) return null;
      const rings = (layer.getLatLngs() as L.LatLng[][]).map((ring) => ring.map(point));
      return { ...base, type: 'polygon', rings, style: meta.style };
    }
    case 'polyline':
      if (!(layer instanceof L.Polyline)) return null;
      return {
        ...base,
        type: 'polyline',
        path: (layer.getLatLngs() as L.LatLng[]).map(point),
        style: meta.style,
      };
    case 'multi':
      if (!(layer instanceof L.Polyline)) return null;
      return {
        ...base,
        type: 'multi',
        paths: (layer.getLatLngs() as L.LatLng[][]).map((path) => path.map(point)),
        style: meta.style,
      };
    case 'image':
      if (!(layer instanceof L.ImageOverlay) || !meta.image) return null;
      return {
        ...base,
        type: 'image',
        image: meta.image,
        bounds: bounds(layer.getBounds()),
        rotation: meta.rotation,
      };
    case 'network_link':
      return meta.href ? { ...base, type: 'network_link', href: meta.href } : null;
  }
}

export function newMeta(id: number, type: Overlay['type'], extra: Partial<ShapeMeta> = {}): ShapeMeta {
  return {
    id,
    type,
    title: '',
    description: '',
    markerType: null,
    image: null,
    iconHref: null,
    style: { ...DEFAULT_STYLE },
    rotation: 0,
    href: null,
    ...extra,
  };
}

/** The box a picture covers when placed: its pixels at the reference zoom 16, times `scale`. */
export function imageBounds(
  center: LatLng,
  size: { width: number; height: number },
  scale: number,
): L.LatLngBounds {
  const metresPerPixel =
    (156_543.033_92 * Math.cos((center.lat * Math.PI) / 180)) / 2 ** IMAGE_OVERLAY_REFERENCE_ZOOM;
  const box = rectangleAround(
    center,
    size.width * metresPerPixel * scale,
    size.height * metresPerPixel * scale,
  );
  return L.latLngBounds([box.south, box.west], [box.north, box.east]);
}

export function defaultRectangle(center: LatLng, width: number, height: number): L.LatLngBounds {
  const box = rectangleAround(center, width, height);
  return L.latLngBounds([box.south, box.west], [box.north, box.east]);
}

export function restyle(shape: EditorShape): void {
  const { layer, meta } = shape;
  if (layer instanceof L.Marker) layer.setIcon(markerIcon(meta.markerType, meta.iconHref));
  else if (layer instanceof L.Path) {
    const filled = meta.type === 'polygon' || meta.type === 'circle' || meta.type === 'rectangle';
    layer.setStyle(pathOptions(meta.style, filled));
  }
}

export { destination };
