/**
 * The satellite imagery's tiles (Web Mercator, 256 px, as Leaflet asks for them): which tiles cover a
 * place at a zoom, and the address Leaflet requests for each (src/lib/map/base-map.ts), so a tile saved
 * for offline is found again under the very address the map asks for.
 */

export type Tile = { z: number; x: number; y: number };

/** A box of latitudes and longitudes, in degrees. */
export type Bounds = { south: number; west: number; north: number; east: number };

/** Web Mercator stops here: beyond, a latitude has no tile. */
const MAX_LATITUDE = 85.0511287798;

const METRES_PER_DEGREE_OF_LATITUDE = 111_320;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The column of the tile holding `longitude` at `zoom`. */
export function tileColumn(longitude: number, zoom: number): number {
  const count = 2 ** zoom;
  return clamp(Math.floor(((longitude + 180) / 360) * count), 0, count - 1);
}

/** The row of the tile holding `latitude` at `zoom` (row 0 at the north). */
export function tileRow(latitude: number, zoom: number): number {
  const count = 2 ** zoom;
  const radians = (clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  const mercator = Math.log(Math.tan(radians) + 1 / Math.cos(radians));
  return clamp(Math.floor(((1 - mercator / Math.PI) / 2) * count), 0, count - 1);
}

/** The box `metres` around a point, on each side. */
export function boundsAround(latitude: number, longitude: number, metres: number): Bounds {
  const latitudeSpan = metres / METRES_PER_DEGREE_OF_LATITUDE;
  const cosine = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const longitudeSpan = metres / (METRES_PER_DEGREE_OF_LATITUDE * cosine);
  return {
    south: latitude - latitudeSpan,
    north: latitude + latitudeSpan,
    west: longitude - longitudeSpan,
    east: longitude + longitudeSpan,
  };
}

/** The smallest box holding every point, grown by `metres` on each side. */
export function boundsOf(points: { latitude: number; longitude: number }[], metres: number): Bounds | null {
  if (points.length === 0) return null;
  const boxes = points.map((point) => boundsAround(point.latitude, point.longitude, metres));
  return {
    south: Math.min(...boxes.map((box) => box.south)),
    north: Math.max(...boxes.map((box) => box.north)),
    west: Math.min(...boxes.map((box) => box.west)),
    east: Math.max(...boxes.map((box) => box.east)),
  };
}

/** The tiles covering `bounds` at `zoom`, and `ring` more on every side (within the world). */
export function tilesIn(bounds: Bounds, zoom: number, ring = 0): Tile[] {
  const last = 2 ** zoom - 1;
  const west = Math.max(0, tileColumn(bounds.west, zoom) - ring);
  const east = Math.min(last, tileColumn(bounds.east, zoom) + ring);
  const north = Math.max(0, tileRow(bounds.north, zoom) - ring);
  const south = Math.min(last, tileRow(bounds.south, zoom) + ring);
  const tiles: Tile[] = [];
  for (let x = west; x <= east; x += 1) {
    for (let y = north; y <= south; y += 1) tiles.push({ z: zoom, x, y });
  }
  return tiles;
}

/** How many tiles `tilesIn` lists, without listing them. */
export function tileCount(bounds: Bounds, zoom: number, ring = 0): number {
  const last = 2 ** zoom - 1;
  const columns =
    Math.min(last, tileColumn(bounds.east, zoom) + ring) -
    Math.max(0, tileColumn(bounds.west, zoom) - ring) +
    1;
  const rows =
    Math.min(last, tileRow(bounds.south, zoom) + ring) - Math.max(0, tileRow(bounds.north, zoom) - ring) + 1;
  return columns * rows;
}

/** Leaflet's default sub-domains for `{s}`. */
const SUBDOMAINS = 'abc';

/**
 * The address Leaflet's TileLayer asks for `tile` under the URL template `template`: `{z}`, `{x}`,
 * `{y}`, `{-y}` (rows counted from the south), `{s}` (one of a, b, c: the tile's column plus row,
 * modulo 3) and `{r}` (`@2x` on a high-density screen), as leaflet/src/layer/tile/TileLayer.js
 * (getTileUrl, _getSubdomain) writes them for our options (no zoomOffset, no zoomReverse).
 */
export function tileUrl(template: string, tile: Tile, options: { retina: boolean }): string {
  const values: Record<string, string> = {
    z: String(tile.z),
    x: String(tile.x),
    y: String(tile.y),
    '-y': String(2 ** tile.z - 1 - tile.y),
    s: SUBDOMAINS[Math.abs(tile.x + tile.y) % SUBDOMAINS.length] ?? 'a',
    r: options.retina ? '@2x' : '',
  };
  return template.replace(/\{ *([\w-]+) *\}/g, (whole, name: string) => values[name] ?? whole);
}
