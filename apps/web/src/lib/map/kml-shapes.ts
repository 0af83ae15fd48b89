import { readKml, type XmlDocument } from '@club/shared/domain/kml/reader';
import { readShapesFile, shapesUrlOf } from '@club/shared/domain/kml/shapes-file';
import type { Layer, Shape, ShapeStyle } from '@club/shared/domain/kml/types';
import { defaultIcon } from '@club/shared/domain/kml/writer';
import L from 'leaflet';
import { type BatchShape, FeatureBatch, isBatchable } from './feature-batch.ts';
import { colouredPinUrl, dotColour } from './marker-pin.ts';
import { hasPopup, popupContent } from './shape-popup.ts';

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
 * A layer's shapes: for a layer of our own store, the shapes file the server keeps beside its KML
 * (`shapes-file.ts`: a JSON.parse instead of parsing the KML); the KML itself for a layer stored
 * before those files, or any other address.
 */
export async function fetchLayer(url: string, signal?: AbortSignal): Promise<Layer> {
  const timeout = AbortSignal.timeout(KML_TIMEOUT_MS);
  const signals = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const shapesUrl = shapesUrlOf(url);
  if (shapesUrl !== null) {
    const response = await fetch(shapesUrl, { signal: signals });
    const layer = response.ok ? readShapesFile(await response.text()) : null;
    if (layer !== null) return layer;
  }
  const response = await fetch(url, { signal: signals });
  if (!response.ok) throw new Error(`KML ${response.status}`);
  return parseKmlText(await response.text());
}

export function parseKmlText(text: string): Layer {
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
 * than one DOM icon each, so thousands of markers stay fluid.
 */
export interface DrawOptions {
  renderer?: L.Renderer;
  lightPoints?: boolean;
  /** False for KML that did not come from our store (network links): descriptions become text. */
  trusted?: boolean;
}

/** Layers with more shapes than this are drawn on a canvas (see bench/README.md). */
const LARGE_LAYER_SHAPES = 300;

/** One shape as a Leaflet layer; null for what has nothing to draw (a network link). */
export function shapeToLeaflet(shape: Shape, draw: DrawOptions = {}): L.Layer | null {
  let layer: L.Layer | null = null;
  const paths = (style: Parameters<typeof pathOptions>[0], filled: boolean) => ({
    ...pathOptions(style, filled),
    ...(draw.renderer ? { renderer: draw.renderer } : {}),
  });
  switch (shape.type) {
    case 'marker':
      layer =
        draw.lightPoints && draw.renderer && !shape.markerType
          ? L.circleMarker(toLatLng(shape.position), {
              renderer: draw.renderer,
              radius: 5,
              color: '#ffffff',
              weight: 1.5,
              fillColor: dotColour(shape.markerColor),
              fillOpacity: 1,
            })
          : L.marker(toLatLng(shape.position), {
              icon: markerIcon(shape.markerType, shape.iconHref, shape.markerColor),
              title: shape.title,
            });
      break;
    case 'polyline':
      layer = L.polyline(shape.path.map(toLatLng), paths(shape.style, false));
      break;
    case 'multi':
      layer = L.polyline(
        shape.paths.map((path) => path.map(toLatLng)),
        paths(shape.style, false),
      );
      break;
    case 'polygon':
      layer = L.polygon(
        shape.rings.map((ring) => ring.map(toLatLng)),
        paths(shape.style, true),
      );
      break;
    case 'circle':
      layer = L.circle(toLatLng(shape.center), {
        radius: shape.radius,
        ...paths(shape.style, true),
      });
      break;
    case 'rectangle':
      layer = L.rectangle(
        L.latLngBounds([shape.bounds.south, shape.bounds.west], [shape.bounds.north, shape.bounds.east]),
        paths(shape.style, true),
      );
      break;
    case 'image':
      layer = L.imageOverlay(
        shape.image,
        L.latLngBounds([shape.bounds.south, shape.bounds.west], [shape.bounds.north, shape.bounds.east]),
        { opacity: 0.9, interactive: true, alt: shape.title },
      );
      break;
    case 'network_link':
      return null;
  }
  // Built when opened: a large layer would otherwise make thousands of popups nobody opens.
  const trusted = draw.trusted !== false;
  if (hasPopup(shape)) layer.bindPopup(() => popupContent(shape, trusted), POPUP_OPTIONS);
  return layer;
}

export function pathOptions(style: ShapeStyle, filled: boolean): L.PathOptions {
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
  layer: Layer,
  options: { followLinks?: boolean; trusted?: boolean } = {},
): L.FeatureGroup {
  const group = L.featureGroup();
  const draw: DrawOptions =
    layer.shapes.length > LARGE_LAYER_SHAPES
      ? { renderer: L.canvas({ padding: 0.5 }), lightPoints: true }
      : {};
  const trusted = options.trusted !== false;
  const batched: BatchShape[] = [];
  for (const shape of layer.shapes) {
    if (isBatchable(shape, draw.renderer)) {
      batched.push(shape);
      continue;
    }
    if (shape.type === 'network_link') {
      if (options.followLinks !== false) {
        fetchLayer(shape.href)
          .then((linked) => layerToLeaflet(linked, { followLinks: false, trusted: false }).addTo(group))
          .catch(() => undefined);
      }
      continue;
    }
    shapeToLeaflet(shape, { ...draw, trusted })?.addTo(group);
  }
  if (batched.length > 0 && draw.renderer instanceof L.Canvas)
    new FeatureBatch(batched, draw.renderer, (shape) => popupContent(shape, trusted), POPUP_OPTIONS).addTo(
      group,
    );
  return group;
}
