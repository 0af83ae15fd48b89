import { isMarkerType } from '../marker-types.ts';
import { fromKmlColor } from './colors.ts';
import { boundsOf, centroid, distance } from './geometry.ts';
import {
  DEFAULT_STYLE,
  type ExtendedDataEntry,
  type LatLng,
  type Layer,
  type Shape,
  type ShapeStyle,
} from './types.ts';
import { applyUmapOptions, umapOptionsOf } from './umap-options.ts';

/**
 * Reads a KML document into shapes, in the browser (DOMParser) and on the server or in tests
 * (@xmldom/xmldom): only the standard DOM calls below are used. Elements are matched by local name,
 * so `kml:Placemark` and default-namespace documents read alike (Google Earth, uMap, our own writer).
 */

export interface XmlNode {
  nodeType: number;
  localName?: string | null;
  textContent: string | null;
  childNodes: ArrayLike<XmlNode>;
}
export interface XmlElement extends XmlNode {
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlNode>;
}
export interface XmlDocument {
  documentElement: XmlElement | null;
}

const ELEMENT = 1;
const isElement = (node: XmlNode): node is XmlElement => node.nodeType === ELEMENT;

export function children(element: XmlElement, name?: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (let index = 0; index < element.childNodes.length; index += 1) {
    const node = element.childNodes[index];
    if (node && isElement(node) && (name === undefined || node.localName === name)) found.push(node);
  }
  return found;
}
/** The first child element of that name (without listing the others: the reader's most frequent call). */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  const nodes = element.childNodes;
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index];
    if (node && isElement(node) && node.localName === name) return node;
  }
  return undefined;
}

export function descendants(element: XmlElement, name: string): XmlElement[] {
  const all = element.getElementsByTagName('*');
  const found: XmlElement[] = [];
  for (let index = 0; index < all.length; index += 1) {
    const node = all[index];
    if (node && isElement(node) && node.localName === name) found.push(node);
  }
  return found;
}

export const textOf = (element: XmlElement | undefined) => element?.textContent?.trim() ?? '';
export const childText = (element: XmlElement, name: string) => textOf(child(element, name));

export function parseCoordinates(text: string): LatLng[] {
  const points: LatLng[] = [];
  for (const tuple of text.trim().split(/\s+/)) {
    const [lng, lat] = tuple.split(',').map(Number);
    if (lng !== undefined && lat !== undefined && Number.isFinite(lng) && Number.isFinite(lat)) {
      points.push({ lat, lng });
    }
  }
  return points;
}

/** A ring without its closing point (KML repeats the first point at the end). */
function openRing(points: LatLng[]): LatLng[] {
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) {
    return points.slice(0, -1);
  }
  return points;
}

interface ReadStyle {
  style: ShapeStyle;
  iconHref: string | null;
  markerColor: string | null;
}

function readStyle(
  element: XmlElement | undefined,
  base: ReadStyle = { style: DEFAULT_STYLE, iconHref: null, markerColor: null },
): ReadStyle {
  if (!element) return base;
  const style = { ...base.style };
  let iconHref = base.iconHref;
  let markerColor = base.markerColor;
  const line = child(element, 'LineStyle');
  if (line) {
    const color = fromKmlColor(childText(line, 'color'));
    if (color) {
      style.strokeColor = color.color;
      style.strokeOpacity = color.opacity;
    }
    const width = Number(childText(line, 'width'));
    if (childText(line, 'width') !== '' && Number.isFinite(width)) style.strokeWeight = width;
  }
  const poly = child(element, 'PolyStyle');
  if (poly) {
    const color = fromKmlColor(childText(poly, 'color'));
    if (color) {
      style.fillColor = color.color;
      style.fillOpacity = color.opacity;
    }
    if (childText(poly, 'fill') === '0') style.fillOpacity = 0;
  }
  const icon = child(element, 'IconStyle');
  const href = icon ? textOf(child(child(icon, 'Icon') ?? icon, 'href')) : '';
  if (href !== '') iconHref = href;
  const iconColor = icon ? fromKmlColor(childText(icon, 'color')) : null;
  // Google Earth writes ffffffff (no tint) on most icons: only a real tint is kept.
  if (iconColor && iconColor.color !== '#ffffff') markerColor = iconColor.color;
  return { style, iconHref, markerColor };
}

/** Shared styles by id; a StyleMap resolves to its `normal` style. */
function sharedStyles(root: XmlElement): Map<string, ReadStyle> {
  const styles = new Map<string, ReadStyle>();
  for (const element of descendants(root, 'Style')) {
    const id = element.getAttribute('id');
    if (id) styles.set(id, readStyle(element));
  }
  for (const map of descendants(root, 'StyleMap')) {
    const id = map.getAttribute('id');
    if (!id) continue;
    const normal = children(map, 'Pair').find((pair) => childText(pair, 'key') === 'normal');
    const target = normal ? childText(normal, 'styleUrl').replace(/^.*#/, '') : '';
    const inline = normal ? child(normal, 'Style') : undefined;
    const resolved = inline ? readStyle(inline) : styles.get(target);
    if (resolved) styles.set(id, resolved);
  }
  return styles;
}

/** Every `<Data name><value>` and `<SchemaData><SimpleData name>` of a placemark, in file order. */
function extendedData(placemark: XmlElement): ExtendedDataEntry[] {
  const entries: ExtendedDataEntry[] = [];
  const extended = child(placemark, 'ExtendedData');
  if (!extended) return entries;
  for (const entry of children(extended)) {
    if (entry.localName === 'Data') {
      const name = entry.getAttribute('name');
      if (name) entries.push({ name, value: childText(entry, 'value') });
    } else if (entry.localName === 'SchemaData') {
      for (const simple of children(entry, 'SimpleData')) {
        const name = simple.getAttribute('name');
        if (name) entries.push({ name, value: textOf(simple) });
      }
    }
  }
  return entries;
}

/** What our own writer stores in ExtendedData to reopen a shape exactly (see writer.ts). */
const OWN_KEYS = new Set(['type', 'marker_type', 'image', 'center', 'radius']);
const OWN_TYPES = new Set(['marker', 'polyline', 'polygon', 'circle', 'rectangle']);
export const UMAP_OPTIONS_KEY = '_umap_options';

/** The data a person reads in the popup: without uMap's options and without our writer's own keys. */
function shownData(entries: ExtendedDataEntry[], data: Map<string, string>): ExtendedDataEntry[] {
  const ours = OWN_TYPES.has(data.get('type') ?? '');
  return entries.filter((entry) => entry.name !== UMAP_OPTIONS_KEY && !(ours && OWN_KEYS.has(entry.name)));
}

/** A `gx:Track`'s `<gx:coord>lon lat alt</gx:coord>` points (its `<when>` times are not kept). */
function trackPath(track: XmlElement): LatLng[] {
  const points: LatLng[] = [];
  for (const coord of children(track, 'coord')) {
    const [lng, lat] = textOf(coord).split(/\s+/).map(Number);
    if (lng !== undefined && lat !== undefined && Number.isFinite(lng) && Number.isFinite(lat))
      points.push({ lat, lng });
  }
  return points;
}

/** The paths of a `gx:Track` or `gx:MultiTrack`. */
function trackPaths(element: XmlElement): LatLng[][] {
  const tracks = element.localName === 'MultiTrack' ? children(element, 'Track') : [element];
  return tracks.map(trackPath).filter((path) => path.length > 1);
}

function rings(polygon: XmlElement): LatLng[][] {
  const outer = child(polygon, 'outerBoundaryIs');
  const ringOf = (boundary: XmlElement) =>
    openRing(parseCoordinates(textOf(descendants(boundary, 'coordinates')[0])));
  const result = outer ? [ringOf(outer)] : [];
  for (const inner of children(polygon, 'innerBoundaryIs')) result.push(ringOf(inner));
  return result.filter((ring) => ring.length > 0);
}

/** Every path of a multi-geometry (lines, and polygons' rings), each drawn as a line. */
function multiPaths(multi: XmlElement): LatLng[][] {
  const paths: LatLng[][] = [];
  for (const part of children(multi)) {
    if (part.localName === 'LineString' || part.localName === 'LinearRing') {
      paths.push(parseCoordinates(childText(part, 'coordinates')));
    } else if (part.localName === 'Polygon') {
      for (const ring of rings(part)) {
        const first = ring[0];
        paths.push(first ? [...ring, first] : ring);
      }
    } else if (part.localName === 'MultiGeometry') {
      paths.push(...multiPaths(part));
    } else if (part.localName === 'Track' || part.localName === 'MultiTrack') {
      paths.push(...trackPaths(part));
    }
  }
  return paths.filter((path) => path.length > 1);
}

function readPlacemark(placemark: XmlElement, styles: Map<string, ReadStyle>): Shape[] {
  const title = childText(placemark, 'name');
  const description = childText(placemark, 'description');
  const shared = styles.get(childText(placemark, 'styleUrl').replace(/^.*#/, ''));
  const entries = extendedData(placemark);
  const data = new Map(entries.map((entry) => [entry.name, entry.value]));
  let look = readStyle(child(placemark, 'Style'), shared);
  const umapOptions = umapOptionsOf(data.get(UMAP_OPTIONS_KEY));
  if (umapOptions) look = applyUmapOptions(look, umapOptions);
  const { style, iconHref, markerColor } = look;
  const kind = data.get('type');
  const shown = shownData(entries, data);
  const base = shown.length > 0 ? { title, description, extendedData: shown } : { title, description };
  const tint = markerColor ? { markerColor } : {};

  const point = child(placemark, 'Point');
  if (point) {
    const [position] = parseCoordinates(childText(point, 'coordinates'));
    if (!position) return [];
    const markerType = data.get('marker_type') ?? '';
    return [
      {
        ...base,
        type: 'marker',
        position,
        markerType: isMarkerType(markerType) ? markerType : null,
        image: data.get('image') || null,
        iconHref: isMarkerType(markerType) ? null : iconHref,
        ...tint,
      },
    ];
  }
  const track = child(placemark, 'Track') ?? child(placemark, 'MultiTrack');
  if (track) {
    const [first, ...others] = trackPaths(track);
    if (!first) return [];
    if (others.length === 0) return [{ ...base, type: 'polyline', path: first, style }];
    return [{ ...base, type: 'multi', paths: [first, ...others], style }];
  }
  const line = child(placemark, 'LineString');
  if (line)
    return [{ ...base, type: 'polyline', path: parseCoordinates(childText(line, 'coordinates')), style }];
  const ring = child(placemark, 'LinearRing');
  if (ring)
    return [
      {
        ...base,
        type: 'polygon',
        rings: [openRing(parseCoordinates(childText(ring, 'coordinates')))],
        style,
      },
    ];
  const polygon = child(placemark, 'Polygon');
  if (polygon) {
    const polygonRings = rings(polygon);
    const outer = polygonRings[0];
    if (!outer) return [];
    if (kind === 'circle') {
      const [center] = parseCoordinates(data.get('center') ?? '');
      const radius = Number(data.get('radius'));
      const circleCenter = center ?? centroid(outer);
      const circleRadius =
        Number.isFinite(radius) && radius > 0 ? radius : distance(circleCenter, outer[0] ?? circleCenter);
      return [{ ...base, type: 'circle', center: circleCenter, radius: circleRadius, style }];
    }
    if (kind === 'rectangle') return [{ ...base, type: 'rectangle', bounds: boundsOf(outer), style }];
    return [{ ...base, type: 'polygon', rings: polygonRings, style }];
  }
  const multi = child(placemark, 'MultiGeometry');
  if (multi) {
    const shapes: Shape[] = [];
    for (const part of children(multi, 'Point')) {
      const [position] = parseCoordinates(childText(part, 'coordinates'));
      if (position)
        shapes.push({
          ...base,
          type: 'marker',
          position,
          markerType: null,
          image: null,
          iconHref,
          ...tint,
        });
    }
    const paths = multiPaths(multi);
    if (paths.length > 0) shapes.push({ ...base, type: 'multi', paths, style });
    return shapes;
  }
  return [];
}

function readGroundOverlay(element: XmlElement): Shape | null {
  const href = textOf(child(child(element, 'Icon') ?? element, 'href'));
  const box = child(element, 'LatLonBox');
  if (!box || href === '') return null;
  const numberOf = (name: string) => Number(childText(box, name));
  const bounds = {
    north: numberOf('north'),
    south: numberOf('south'),
    east: numberOf('east'),
    west: numberOf('west'),
  };
  if (!Object.values(bounds).every(Number.isFinite)) return null;
  const rotation = Number(childText(box, 'rotation'));
  return {
    type: 'image',
    title: childText(element, 'name'),
    description: childText(element, 'description'),
    image: href,
    bounds,
    rotation: Number.isFinite(rotation) ? rotation : 0,
  };
}

function readNetworkLink(element: XmlElement): Shape | null {
  const link = child(element, 'Link') ?? child(element, 'Url');
  const href = link ? childText(link, 'href') : '';
  if (href === '') return null;
  return {
    type: 'network_link',
    title: childText(element, 'name'),
    description: childText(element, 'description'),
    href,
  };
}

/** Reads a parsed KML document. Unknown elements are skipped; nothing here fetches anything. */
export function readKml(document: XmlDocument): Layer {
  const root = document.documentElement;
  if (root?.localName !== 'kml' || !root) throw new Error('Not a KML document');
  const styles = sharedStyles(root);
  const container = child(root, 'Document') ?? child(root, 'Folder');
  const name = container ? childText(container, 'name') : '';
  const shapes: Shape[] = [];
  // One walk in document order, so shapes keep the order of the file.
  const all = root.getElementsByTagName('*');
  for (let index = 0; index < all.length; index += 1) {
    const node = all[index];
    if (!node || !isElement(node)) continue;
    if (node.localName === 'Placemark') shapes.push(...readPlacemark(node, styles));
    else if (node.localName === 'GroundOverlay') {
      const shape = readGroundOverlay(node);
      if (shape) shapes.push(shape);
    } else if (node.localName === 'NetworkLink') {
      const shape = readNetworkLink(node);
      if (shape) shapes.push(shape);
    }
  }
  return { name, shapes };
}
