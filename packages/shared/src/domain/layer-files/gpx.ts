import { boundsRing, circleRing } from '../kml/geometry.ts';
import { child, children, childText, type XmlElement } from '../kml/reader.ts';
import { DEFAULT_STYLE, type ExtendedDataEntry, type LatLng, type Layer, type Shape } from '../kml/types.ts';
import { escapeXml } from '../kml/writer.ts';
import { isMarkerType } from '../marker-types.ts';
import { checkedPoint, checkLayerLimits, LayerFileError, type ReadLayer } from './types.ts';
import { parseXmlSafely } from './xml.ts';

/**
 * GPX 1.0 and 1.1 (GPS units, dive logs, phone apps): waypoints are markers (with their elevation as
 * data; a symbol naming a typed marker and a link to a picture, as our writer puts them), each route a line, each track a line or, with several segments, a multi-line. `<extensions>`
 * (heart rate, Garmin colours, dive depths) are not read. A track our writer marked `<type>polygon</type>`
 * reads back as an area.
 */

const POLYGON_TYPE = 'polygon';
const AREA_NOTE_TEXT = 'An area, written as a closed track.';

function pointOf(element: XmlElement, where: string): LatLng {
  const number = (name: string) => {
    const value = element.getAttribute(name);
    return value === null || value.trim() === '' ? Number.NaN : Number(value);
  };
  return checkedPoint(number('lon'), number('lat'), where);
}

const textFields = (element: XmlElement) => ({
  title: childText(element, 'name'),
  description: childText(element, 'desc') || childText(element, 'cmt'),
});

/** A waypoint's link to a picture (GPX 1.1 `<link href>`), as our writer gives a marker's picture. */
const PICTURE_LINK = /\.(?:png|jpe?g|gif|webp)(?:[?#].*)?$/i;

function readWaypoint(element: XmlElement, index: number): Shape {
  const elevation = childText(element, 'ele');
  const data: ExtendedDataEntry[] = elevation === '' ? [] : [{ name: 'ele', value: elevation }];
  const symbol = childText(element, 'sym');
  const picture = children(element, 'link')
    .map((link) => link.getAttribute('href')?.trim() ?? '')
    .find((href) => PICTURE_LINK.test(href));
  return {
    ...textFields(element),
    ...(data.length > 0 ? { extendedData: data } : {}),
    type: 'marker',
    position: pointOf(element, `Waypoint ${index + 1}`),
    // A symbol naming one of the typed markers (our writer's) is that marker; a GPS's own symbols are not.
    markerType: isMarkerType(symbol) ? symbol : null,
    image: picture ?? null,
    iconHref: null,
  };
}

function openRing(ring: LatLng[]): LatLng[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng
    ? ring.slice(0, -1)
    : ring;
}

function readTrack(element: XmlElement, index: number): Shape | null {
  const where = `Track ${index + 1}`;
  const paths = children(element, 'trkseg')
    .map((segment) => children(segment, 'trkpt').map((point) => pointOf(point, where)))
    .filter((path) => path.length > 1);
  const [first, ...others] = paths;
  if (!first) return null;
  const base = { ...textFields(element), style: DEFAULT_STYLE };
  if (childText(element, 'type') === POLYGON_TYPE) {
    // Our writer's note for other tools is no description of the area.
    const description = base.description === AREA_NOTE_TEXT ? '' : base.description;
    return { ...base, description, type: 'polygon', rings: paths.map(openRing) };
  }
  if (others.length === 0) return { ...base, type: 'polyline', path: first };
  return { ...base, type: 'multi', paths };
}

function readRoute(element: XmlElement, index: number): Shape | null {
  const path = children(element, 'rtept').map((point) => pointOf(point, `Route ${index + 1}`));
  if (path.length < 2) return null;
  return { ...textFields(element), type: 'polyline', path, style: DEFAULT_STYLE };
}

/** Reads a GPX text; throws a LayerFileError for anything else, broken XML or a file past the limits. */
export function readGpx(text: string): ReadLayer {
  const root = parseXmlSafely(text).documentElement;
  if (root?.localName !== 'gpx' || !root)
    throw new LayerFileError('unknown_format', 'The root element is not <gpx>.');
  const metadata = child(root, 'metadata');
  const name = metadata ? childText(metadata, 'name') : childText(root, 'name');
  const shapes: Shape[] = [];
  children(root, 'wpt').forEach((element, index) => {
    shapes.push(readWaypoint(element, index));
  });
  children(root, 'rte').forEach((element, index) => {
    const shape = readRoute(element, index);
    if (shape) shapes.push(shape);
  });
  children(root, 'trk').forEach((element, index) => {
    const shape = readTrack(element, index);
    if (shape) shapes.push(shape);
  });
  const layer: Layer = { name, shapes };
  checkLayerLimits(layer);
  return { layer, name, notices: [] };
}

const round = (value: number) => Number(value.toFixed(7));
const at = (point: LatLng) => `lat="${round(point.lat)}" lon="${round(point.lng)}"`;
const textXml = (shape: Shape) =>
  `${shape.title ? `<name>${escapeXml(shape.title)}</name>` : ''}${shape.description ? `<desc>${escapeXml(shape.description)}</desc>` : ''}`;
const segment = (path: LatLng[]) =>
  `<trkseg>${path.map((point) => `<trkpt ${at(point)}/>`).join('')}</trkseg>`;
const closed = (ring: LatLng[]) => (ring[0] ? [...ring, ring[0]] : ring);

function waypointXml(shape: Shape & { type: 'marker' }): string {
  const elevation = shape.extendedData?.find((entry) => entry.name === 'ele')?.value.trim() ?? '';
  // GPX 1.1 orders a waypoint's children: ele, name, desc, link, sym. The elevation is written as read.
  const ele = elevation !== '' && Number.isFinite(Number(elevation)) ? `<ele>${elevation}</ele>` : '';
  const link = shape.image ? `<link href="${escapeXml(shape.image)}"/>` : '';
  const symbol = shape.markerType ? `<sym>${shape.markerType}</sym>` : '';
  return `<wpt ${at(shape.position)}>${ele}${textXml(shape)}${link}${symbol}</wpt>`;
}

const AREA_NOTE = `<cmt>${AREA_NOTE_TEXT}</cmt>`;

function trackXml(shape: Shape): string | null {
  switch (shape.type) {
    case 'polyline':
      return `<trk>${textXml(shape)}${segment(shape.path)}</trk>`;
    case 'multi':
      return `<trk>${textXml(shape)}${shape.paths.map(segment).join('')}</trk>`;
    case 'polygon':
      return `<trk>${textXml(shape)}${AREA_NOTE}<type>${POLYGON_TYPE}</type>${shape.rings.map((ring) => segment(closed(ring))).join('')}</trk>`;
    case 'circle':
      return `<trk>${textXml(shape)}${AREA_NOTE}<type>${POLYGON_TYPE}</type>${segment(closed(circleRing(shape.center, shape.radius)))}</trk>`;
    case 'rectangle':
      return `<trk>${textXml(shape)}${AREA_NOTE}<type>${POLYGON_TYPE}</type>${segment(closed(boundsRing(shape.bounds)))}</trk>`;
    default:
      return null;
  }
}

/**
 * Writes a layer as GPX 1.1: markers as waypoints (first, as the schema orders them; a typed marker's
 * type as its symbol, its picture as its link), lines and
 * multi-lines as tracks, areas (polygon, circle, rectangle) as closed tracks with a note. A polygon's
 * holes become further segments. Ground overlays and network links have no GPX form and are left out.
 */
export function writeGpx(layer: Layer): string {
  const waypoints: string[] = [];
  const tracks: string[] = [];
  for (const shape of layer.shapes) {
    if (shape.type === 'marker') waypoints.push(waypointXml(shape));
    else {
      const track = trackXml(shape);
      if (track) tracks.push(track);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="club layers" xmlns="http://www.topografix.com/GPX/1/1">
<metadata><name>${escapeXml(layer.name)}</name></metadata>
${[...waypoints, ...tracks].join('\n')}
</gpx>
`;
}
