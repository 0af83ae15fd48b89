import { overlaysUrlOf, readOverlaysFile } from '@club/shared/domain/kml/overlays-file';
import { readKml, type XmlDocument } from '@club/shared/domain/kml/reader';
import type { KmlLayer, Overlay, OverlayStyle } from '@club/shared/domain/kml/types';
import { defaultIcon } from '@club/shared/domain/kml/writer';
import L from 'leaflet';
import { type BatchOverlay, FeatureBatch, isBatchable } from './feature-batch.ts';
import { colouredPinUrl, dotColour } from './marker-pin.ts';
import { hasPopup, popupContent } from './overlay-popup.ts';

/**
 * Narrow enough for a 375 px screen with the map's margins; opened below the zoom buttons and the
 * menu button drawn over the map's top corners (Leaflet draws its controls above popups).
 */
const POPUP_OPTIONS: L.PopupOptions = {
  maxWidth: 280,
  minWidth: 160,
  autoPanPaddingTopLeft: [12, 84],
  autoPanPaddingBottomRight: [12, 12],
};

/** KML files are fetched with a 60 s timeout (SPEC.md section 7). */
const KML_TIMEOUT_MS = 60_000;

/**
 * A layer's overlays: for a layer of our own store, the overlays file the server keeps beside its KML
 * (`overlays-file.ts`: a JSON.parse instead of parsing the KML); the KML itself for a layer stored
 * before those files, or any other address.
 */
export async function fetchKml(url: string, signal?: AbortSignal): Promise<KmlLayer> {
  const timeout = AbortSignal.timeout(KML_TIMEOUT_MS);
  const signals = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const overlaysUrl = overlaysUrlOf(url);
  if (overlaysUrl !== null) {
    const response = await fetch(overlaysUrl, { signal: signals });
    const layer = response.ok ? readOverlaysFile(await response.text()) : null;
    if (layer !== null) return layer;
  }
  const response = await fetch(url, { signal: signals });
  if (!response.ok) throw new Error(`KML ${response.status}`);
  return parseKmlText(await response.text());
}

export function parseKmlText(text: string): KmlLayer {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) throw new Error('Malformed KML');
  return readKml(document as unknown as XmlDocument);
}

/**
 * A KML's own icon address as the page may load it: Google Earth's and My Maps' sample icons are
 * `http://` and a page served over HTTPS (and the content security policy) refuses them, so they are
 * asked over HTTPS, which those hosts serve.
 */
export function loadableIconHref(href: string): string {
  return href.startsWith('http://') ? `https://${href.slice('http://'.length)}` : href;
}

const ICON_GEOMETRY: Omit<L.IconOptions, 'iconUrl'> = {
  iconSize: [30, 37],
  iconAnchor: [15, 36],
  popupAnchor: [0, -32],
};
/**
 * A file's own icon (a KMZ's picture, Google's paddles and shapes) is square and, as Google Earth
 * draws it without a hot spot, centred on its point.
 */
const FILE_ICON_GEOMETRY: Omit<L.IconOptions, 'iconUrl'> = {
  iconSize: [32, 32],
  iconAnchor: [16, 16],
  popupAnchor: [0, -14],
};
/** One Leaflet icon per colour, shared by every marker drawn in it. */
const colouredIcons = new Map<string, L.Icon>();

/**
 * A marker's icon: its typed icon, else the file's own icon, else the default pin in the file's colour
 * (`markerColor`), else the default pin.
 */
export function markerIcon(
  markerType: string | null,
  iconHref: string | null = null,
  markerColor?: string,
): L.Icon {
  if (!markerType && !iconHref && markerColor) {
    const url = colouredPinUrl(markerColor);
    if (url) {
      let icon = colouredIcons.get(url);
      if (!icon) {
        icon = L.icon({ iconUrl: url, ...ICON_GEOMETRY });
        colouredIcons.set(url, icon);
      }
      return icon;
    }
  }
  if (!markerType && iconHref) return L.icon({ iconUrl: loadableIconHref(iconHref), ...FILE_ICON_GEOMETRY });
  return L.icon({ iconUrl: defaultIcon(markerType ?? 'marker'), ...ICON_GEOMETRY });
}

const toLatLng = (point: { lat: number; lng: number }) => L.latLng(point.lat, point.lng);

/**
 * How a large layer is drawn: its shapes on one canvas, and its untyped points as canvas dots rather
 * than one DOM icon each, so thousands of placemarks stay fluid.
 */
export interface DrawOptions {
  renderer?: L.Renderer;
  lightPoints?: boolean;
  /** False for KML that did not come from our store (network links): descriptions become text. */
  trusted?: boolean;
}

/** Layers with more overlays than this are drawn on a canvas (see bench/README.md). */
const LARGE_LAYER_OVERLAYS = 300;

/** One overlay as a Leaflet layer; null for what has nothing to draw (a network link). */
export function overlayToLeaflet(overlay: Overlay, draw: DrawOptions = {}): L.Layer | null {
  let layer: L.Layer | null = null;
  const paths = (style: Parameters<typeof pathOptions>[0], filled: boolean) => ({
    ...pathOptions(style, filled),
    ...(draw.renderer ? { renderer: draw.renderer } : {}),
  });
  switch (overlay.type) {
    case 'marker':
      layer =
        draw.lightPoints && draw.renderer && !overlay.markerType
          ? L.circleMarker(toLatLng(overlay.position), {
              renderer: draw.renderer,
              radius: 5,
              color: '#ffffff',
              weight: 1.5,
              fillColor: dotColour(overlay.markerColor),
              fillOpacity: 1,
            })
          : L.marker(toLatLng(overlay.position), {
              icon: markerIcon(overlay.markerType, overlay.iconHref, overlay.markerColor),
              title: overlay.title,
            });
      break;
    case 'polyline':
      layer = L.polyline(overlay.path.map(toLatLng), paths(overlay.style, false));
      break;
    case 'multi':
      layer = L.polyline(
        overlay.paths.map((path) => path.map(toLatLng)),
        paths(overlay.style, false),
      );
      break;
    case 'polygon':
      layer = L.polygon(
        overlay.rings.map((ring) => ring.map(toLatLng)),
        paths(overlay.style, true),
      );
      break;
    case 'circle':
      layer = L.circle(toLatLng(overlay.center), {
        radius: overlay.radius,
        ...paths(overlay.style, true),
      });
      break;
    case 'rectangle':
      layer = L.rectangle(
        L.latLngBounds(
          [overlay.bounds.south, overlay.bounds.west],
          [overlay.bounds.north, overlay.bounds.east],
        ),
        paths(overlay.style, true),
      );
      break;
    case 'image':
      layer = L.imageOverlay(
        overlay.image,
        L.latLngBounds(
          [overlay.bounds.south, overlay.bounds.west],
          [overlay.bounds.north, overlay.bounds.east],
        ),
        { opacity: 0.9, interactive: true, alt: overlay.title },
      );
      break;
    case 'network_link':
      return null;
  }
  // Built when opened: a large layer would otherwise make thousands of popups nobody opens.
  const trusted = draw.trusted !== false;
  if (hasPopup(overlay)) layer.bindPopup(() => popupContent(overlay, trusted), POPUP_OPTIONS);
  return layer;
}

export function pathOptions(style: OverlayStyle, filled: boolean): L.PathOptions {
  return {
    color: style.strokeColor,
    opacity: style.strokeOpacity,
    weight: style.strokeWeight,
    fillColor: style.fillColor,
    fillOpacity: filled ? style.fillOpacity : 0,
    fill: filled,
    ...(style.dashArray ? { dashArray: style.dashArray } : {}),
  };
}

/**
 * A whole layer as one Leaflet group. Network links are followed once (same-origin or https, no deeper),
 * so a layer that points at another KML shows it too.
 */
export function layerToLeaflet(
  layer: KmlLayer,
  options: { followLinks?: boolean; trusted?: boolean } = {},
): L.FeatureGroup {
  const group = L.featureGroup();
  const draw: DrawOptions =
    layer.overlays.length > LARGE_LAYER_OVERLAYS
      ? { renderer: L.canvas({ padding: 0.5 }), lightPoints: true }
      : {};
  const trusted = options.trusted !== false;
  const batched: BatchOverlay[] = [];
  for (const overlay of layer.overlays) {
    if (isBatchable(overlay, draw.renderer)) {
      batched.push(overlay);
      continue;
    }
    if (overlay.type === 'network_link') {
      if (options.followLinks !== false) {
        fetchKml(overlay.href)
          .then((linked) => layerToLeaflet(linked, { followLinks: false, trusted: false }).addTo(group))
          .catch(() => undefined);
      }
      continue;
    }
    overlayToLeaflet(overlay, { ...draw, trusted })?.addTo(group);
  }
  if (batched.length > 0 && draw.renderer instanceof L.Canvas)
    new FeatureBatch(
      batched,
      draw.renderer,
      (overlay) => popupContent(overlay, trusted),
      POPUP_OPTIONS,
    ).addTo(group);
  return group;
}
