import type { Layer } from '@club/shared/api/layers';
import { getLayers } from '@club/shared/api/layers';
import type { Media } from '@club/shared/api/spots';
import { getInfos, getMapConfig, getMedia, getSpot, getSpotsByClub } from '@club/shared/api/spots';
import { shapesUrlOf } from '@club/shared/domain/kml/shapes-file';
import { callUrl } from '../../../lib/api-client.ts';
import type { AreaItem } from './save-area.ts';
import { type Tile, tileUrl } from './tile-grid.ts';

/**
 * Everything "save the area for offline" stores, in the order it is downloaded: the spots' pages and
 * reads first (small, and what a diver reads), then their layers and pictures, then the imagery's
 * tiles, shallow levels first.
 */

/** What the estimate counts for what is not a tile, before anything is downloaded. */
const ESTIMATED_BYTES: Record<Exclude<AreaItem['kind'], 'tile'>, number> = {
  page: 25_000,
  read: 3_000,
  // A spot's picture (as uploaded, up to a few hundred KB) or a layer (its shapes file).
  file: 200_000,
};

export type AreaSpot = { Id: number; Latitude: number; Longitude: number };

type AreaContent = {
  clubId: number;
  spots: AreaSpot[];
  /** Each spot's media and layers (read before the estimate). */
  mediaBySpot: ReadonlyMap<number, Media[]>;
  layersBySpot: ReadonlyMap<number, Layer[]>;
  /** The club site's origin: a file elsewhere (a video site's picture) is not the club's to store. */
  origin: string;
};

const onOrigin = (url: string, origin: string) => {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
};

/** The spots' pages, reads, layers and pictures, in that order, each once. */
export function spotItems(content: AreaContent): AreaItem[] {
  const items = new Map<string, AreaItem>();
  const add = (url: string, kind: AreaItem['kind']) => {
    if (!items.has(url)) items.set(url, { url, kind });
  };
  add('/', 'page');
  for (const spot of content.spots) add(`/home/${spot.Id}`, 'page');
  add(callUrl(getMapConfig), 'read');
  add(callUrl(getSpotsByClub, { params: { clubId: content.clubId } }), 'read');
  for (const spot of content.spots) {
    add(callUrl(getSpot, { params: { id: spot.Id } }), 'read');
    add(callUrl(getInfos, { params: { id: spot.Id } }), 'read');
    add(callUrl(getMedia, { params: { spotId: spot.Id } }), 'read');
    for (const uploadedFlag of [0, 1] as const) {
      add(callUrl(getLayers, { params: { spotId: spot.Id, uploadedFlag } }), 'read');
    }
  }
  for (const spot of content.spots) {
    for (const layer of content.layersBySpot.get(spot.Id) ?? []) {
      // The map reads a layer of the club's store from its shapes file (lib/map/kml-shapes.ts).
      const url = shapesUrlOf(layer.Url) ?? layer.Url;
      if (onOrigin(url, content.origin)) add(url, 'file');
    }
    for (const media of content.mediaBySpot.get(spot.Id) ?? []) {
      if (media.Type === 1 && onOrigin(media.url, content.origin)) add(media.url, 'file');
    }
  }
  return [...items.values()];
}

/** The imagery's tiles, at the addresses the map asks for (downloaded after the spots' items). */
export function tileItems(tiles: Tile[], template: string, options: { retina: boolean }): AreaItem[] {
  return tiles.map((tile) => ({ url: tileUrl(template, tile, options), kind: 'tile' }));
}

/** The estimate of what is not a tile, before anything is downloaded. */
export function estimatedOtherBytes(items: AreaItem[]): number {
  let bytes = 0;
  for (const item of items) if (item.kind !== 'tile') bytes += ESTIMATED_BYTES[item.kind];
  return bytes;
}
