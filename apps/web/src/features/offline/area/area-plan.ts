import { type Bounds, boundsAround, boundsOf, type Tile, tileCount, tilesIn } from './tile-grid.ts';

/**
 * Which satellite tiles "save the area for offline" stores (issue 15): around each spot, a diver's
 * detail up to zoom 17 (the zoom a spot opens at); around the whole area of the club's spots, the
 * overview levels between them. Pure: the numbers shown before anything is downloaded come from here.
 */

/** The deepest zoom saved around a spot: the one a spot's panel opens the map at (SPOT_ZOOM). */
export const SPOT_MAX_ZOOM = 17;
/** How far around a spot its detail is saved, on each side: the spot and the boat's way in. */
export const SPOT_RADIUS_M = 1_000;
/** How far around the spots the overview reaches, on each side. */
const AREA_MARGIN_M = 3_000;
/** The overview starts where the whole of a region shows (the home fits its spots at zoom 7 at most). */
const AREA_MIN_ZOOM = 5;
/** The overview's deepest level, for a club whose spots are close together. */
const AREA_MAX_ZOOM = 13;
/** The overview stops before a level that would need more tiles than this (spots spread far apart). */
const AREA_MAX_TILES_PER_LEVEL = 400;
/**
 * Tiles saved beyond the spots' box on every side of an overview level: the home opens on the spots'
 * box, and a phone's or a computer's map shows up to five tiles across around it.
 */
const OVERVIEW_RING_TILES = 2;

/**
 * What a stored tile weighs, for the estimate shown before saving: a 256-px JPEG of satellite imagery
 * weighs 10-40 KB (sea compresses well, a harbour less); the bar then shows what was really stored.
 */
export const ESTIMATED_TILE_BYTES = 20_000;

export type SpotPlace = { latitude: number; longitude: number };

export type AreaPlan = {
  /** Shallow levels first: if the download stops at the cap, what is kept is the overview. */
  tiles: Tile[];
  /** The overview's deepest level. */
  areaMaxZoom: number;
  /** The deepest level around each spot (SPOT_MAX_ZOOM unless the cap made it shallower). */
  spotMaxZoom: number;
};

/** The deepest overview level that stays under AREA_MAX_TILES_PER_LEVEL. */
function overviewMaxZoom(area: Bounds): number {
  let zoom = AREA_MIN_ZOOM;
  while (zoom < AREA_MAX_ZOOM && tileCount(area, zoom + 1, OVERVIEW_RING_TILES) <= AREA_MAX_TILES_PER_LEVEL)
    zoom += 1;
  return zoom;
}

/** The tiles for `spots`, with detail down to `spotMaxZoom` around each (the overview's levels at least). */
export function planArea(spots: SpotPlace[], spotMaxZoom = SPOT_MAX_ZOOM): AreaPlan {
  const area = boundsOf(spots, AREA_MARGIN_M);
  if (area === null) return { tiles: [], areaMaxZoom: AREA_MIN_ZOOM, spotMaxZoom };
  const areaMaxZoom = overviewMaxZoom(area);
  const deepest = Math.max(areaMaxZoom, Math.min(spotMaxZoom, SPOT_MAX_ZOOM));
  const tiles: Tile[] = [];
  for (let zoom = AREA_MIN_ZOOM; zoom <= areaMaxZoom; zoom += 1) {
    tiles.push(...tilesIn(area, zoom, OVERVIEW_RING_TILES));
  }
  const around = spots.map((spot) => boundsAround(spot.latitude, spot.longitude, SPOT_RADIUS_M));
  for (let zoom = areaMaxZoom + 1; zoom <= deepest; zoom += 1) {
    // Spots close together share tiles: each tile once.
    const level = new Map<string, Tile>();
    for (const box of around) {
      for (const tile of tilesIn(box, zoom)) level.set(`${tile.x}/${tile.y}`, tile);
    }
    tiles.push(...level.values());
  }
  return { tiles, areaMaxZoom, spotMaxZoom: deepest };
}

/**
 * The plan that fits `capBytes` with `otherBytes` (the spots' panels, layers and pictures) beside its
 * tiles: the deepest level around the spots is given up first, down to the overview's. `reduced` says
 * the detail stops before SPOT_MAX_ZOOM; the estimate may still exceed the cap (then the download
 * stops at it).
 */
export function planWithinCap(
  spots: SpotPlace[],
  capBytes: number,
  otherBytes: number,
): AreaPlan & { estimatedBytes: number; reduced: boolean } {
  let plan = planArea(spots);
  const estimate = (candidate: AreaPlan) => otherBytes + candidate.tiles.length * ESTIMATED_TILE_BYTES;
  while (estimate(plan) > capBytes && plan.spotMaxZoom > plan.areaMaxZoom) {
    plan = planArea(spots, plan.spotMaxZoom - 1);
  }
  return { ...plan, estimatedBytes: estimate(plan), reduced: plan.spotMaxZoom < SPOT_MAX_ZOOM };
}
