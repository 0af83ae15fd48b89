import { toKmlColor } from './colors.ts';
import { boundsRing, circleRing } from './geometry.ts';
import type { ExtendedDataEntry, LatLng, Layer, Shape, ShapeStyle } from './types.ts';

/**
 * Writes a layer as a KML 2.2 document that Google Earth and uMap open. Each placemark keeps what the
 * editor needs to reopen it exactly in ExtendedData (its type, a circle's centre and radius, a marker's
 * type and picture); a circle is also written as a CIRCLE_KML_POINTS-point polygon and a rectangle as
 * a polygon, so other readers draw them.
 */

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);
/** Text inside CDATA; a `]]>` in it is split across two sections. */
const cdata = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

const round = (value: number) => Number(value.toFixed(7));
const coordinate = (point: LatLng) => `${round(point.lng)},${round(point.lat)},0`;
const closedRing = (ring: LatLng[]) => {
  const first = ring[0];
  return first ? [...ring, first] : ring;
};
const coordinates = (points: LatLng[]) => `<coordinates>${points.map(coordinate).join(' ')}</coordinates>`;

/** A fill of no opacity is the editor's "fill off": said as <fill>0</fill> for readers that ignore the alpha. */
function styleXml(style: ShapeStyle, withFill: boolean): string {
  const line = `<LineStyle><color>${toKmlColor(style.strokeColor, style.strokeOpacity)}</color><width>${style.strokeWeight}</width></LineStyle>`;
  const poly = withFill
    ? `<PolyStyle><color>${toKmlColor(style.fillColor, style.fillOpacity)}</color><fill>${style.fillOpacity > 0 ? 1 : 0}</fill><outline>1</outline></PolyStyle>`
    : '';
  return `<Style>${line}${poly}</Style>`;
}

/** The kinds of shape the reader tells apart only by our `type` (both are written as polygons). */
const READ_BY_TYPE = new Set(['circle', 'rectangle']);

const dataXml = (name: string, value: string) =>
  `<Data name="${escapeXml(name)}"><value>${escapeXml(value)}</value></Data>`;

/**
 * The shape's own data (the file's ExtendedData, kept), then a dash pattern as uMap's `_umap_options`
 * (KML has none), then our keys: a reader keeping the last of a repeated name reads ours.
 */
function extendedData(
  shape: Shape,
  entries: Record<string, string | number | null>,
  style?: ShapeStyle,
): string {
  const own = (shape.extendedData ?? []).map((entry: ExtendedDataEntry) => dataXml(entry.name, entry.value));
  if (style?.dashArray) own.push(dataXml('_umap_options', JSON.stringify({ dashArray: style.dashArray })));
  const ours = Object.entries(entries).filter(([, value]) => value !== null);
  // A shape's own `type` (a QGIS field, My Tracks' activity) would be hidden behind ours: ours is left
  // out where it says nothing the reader needs (a plain marker, line or area).
  const typeOnly = ours.every(([name]) => name === 'type') && !READ_BY_TYPE.has(String(entries.type));
  if (typeOnly && shape.extendedData?.some((entry) => entry.name === 'type')) ours.length = 0;
  for (const [name, value] of ours) own.push(dataXml(name, String(value)));
  return own.length > 0 ? `<ExtendedData>${own.join('')}</ExtendedData>` : '';
}

function polygonXml(rings: LatLng[][]): string {
  const [outer, ...holes] = rings;
  const inner = holes
    .map(
      (hole) =>
        `<innerBoundaryIs><LinearRing>${coordinates(closedRing(hole))}</LinearRing></innerBoundaryIs>`,
    )
    .join('');
  return `<Polygon><outerBoundaryIs><LinearRing>${coordinates(closedRing(outer ?? []))}</LinearRing></outerBoundaryIs>${inner}</Polygon>`;
}

function placemark(shape: Shape, body: string): string {
  return `<Placemark><name>${escapeXml(shape.title)}</name><description>${cdata(shape.description)}</description>${body}</Placemark>`;
}

export function shapeToKml(shape: Shape, iconHref: (markerType: string) => string = defaultIcon): string {
  switch (shape.type) {
    case 'marker': {
      const icon = shape.markerType ? iconHref(shape.markerType) : shape.iconHref;
      const tint = shape.markerColor ? `<color>${toKmlColor(shape.markerColor, 1)}</color>` : '';
      const iconXml = icon ? `<Icon><href>${escapeXml(icon)}</href></Icon>` : '';
      const style = tint || iconXml ? `<Style><IconStyle>${tint}${iconXml}</IconStyle></Style>` : '';
      return placemark(
        shape,
        `${style}${extendedData(shape, { type: 'marker', marker_type: shape.markerType, image: shape.image })}<Point>${coordinates([shape.position])}</Point>`,
      );
    }
    case 'polyline':
      return placemark(
        shape,
        `${styleXml(shape.style, false)}${extendedData(shape, { type: 'polyline' }, shape.style)}<LineString><tessellate>1</tessellate>${coordinates(shape.path)}</LineString>`,
      );
    case 'polygon':
      return placemark(
        shape,
        `${styleXml(shape.style, true)}${extendedData(shape, { type: 'polygon' }, shape.style)}${polygonXml(shape.rings)}`,
      );
    case 'circle':
      return placemark(
        shape,
        `${styleXml(shape.style, true)}${extendedData(
          shape,
          { type: 'circle', center: coordinate(shape.center), radius: round(shape.radius) },
          shape.style,
        )}${polygonXml([circleRing(shape.center, shape.radius)])}`,
      );
    case 'rectangle':
      return placemark(
        shape,
        `${styleXml(shape.style, true)}${extendedData(shape, { type: 'rectangle' }, shape.style)}${polygonXml([boundsRing(shape.bounds)])}`,
      );
    case 'multi':
      return placemark(
        shape,
        `${styleXml(shape.style, false)}${extendedData(shape, {}, shape.style)}<MultiGeometry>${shape.paths
          .map((path) => `<LineString>${coordinates(path)}</LineString>`)
          .join('')}</MultiGeometry>`,
      );
    case 'image': {
      const box = shape.bounds;
      return `<GroundOverlay><name>${escapeXml(shape.title)}</name><description>${cdata(shape.description)}</description><Icon><href>${escapeXml(shape.image)}</href></Icon><LatLonBox><north>${round(box.north)}</north><south>${round(box.south)}</south><east>${round(box.east)}</east><west>${round(box.west)}</west><rotation>${round(shape.rotation)}</rotation></LatLonBox></GroundOverlay>`;
    }
    case 'network_link':
      return `<NetworkLink><name>${escapeXml(shape.title)}</name><description>${cdata(shape.description)}</description><Link><href>${escapeXml(shape.href)}</href></Link></NetworkLink>`;
  }
}

/** The icon each typed marker shows, served by the web app. */
export const defaultIcon = (markerType: string) => `/markers/${markerType}.svg`;

export function writeKml(layer: Layer, iconHref: (markerType: string) => string = defaultIcon): string {
  const body = layer.shapes.map((shape) => shapeToKml(shape, iconHref)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
<Document><name>${escapeXml(layer.name)}</name>
${body}
</Document>
</kml>
`;
}
