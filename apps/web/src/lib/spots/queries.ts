import {
  getInfos,
  getLayers,
  getMapConfig,
  getMedia,
  getReplays,
  getSpot,
  getSpotQuota,
  getSpotsByClub,
} from '@club/shared/api/spots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

/** Query options of the spot calls, shared by the home map and the spot administration. */

export const spotKeys = {
  all: ['spots'] as const,
  list: (clubId: number) => ['spots', 'list', clubId] as const,
  one: (spotId: number) => ['spots', 'one', spotId] as const,
  layers: (spotId: number) => ['spots', 'layers', spotId] as const,
  infos: (spotId: number, language: string) => ['spots', 'infos', spotId, language] as const,
  media: (spotId: number) => ['spots', 'media', spotId] as const,
  quota: ['spots', 'quota'] as const,
};

export const mapConfigQuery = queryOptions({
  queryKey: ['map-config'],
  queryFn: ({ signal }) => callApi(getMapConfig, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useMapConfig() {
  return useQuery(mapConfigQuery);
}

export function useSpots(clubId: number) {
  return useQuery({
    queryKey: spotKeys.list(clubId),
    queryFn: ({ signal }) => callApi(getSpotsByClub, { params: { clubId }, signal }),
  });
}

export function useSpot(spotId: number | null) {
  return useQuery({
    queryKey: spotKeys.one(spotId ?? 0),
    queryFn: ({ signal }) => callApi(getSpot, { params: { id: spotId ?? 0 }, signal }),
    enabled: spotId !== null,
    retry: false,
  });
}

/** Both kinds of layers of a spot: drawn in the editor first, then uploaded. */
export function useSpotLayers(spotId: number | null) {
  return useQuery({
    queryKey: spotKeys.layers(spotId ?? 0),
    queryFn: async ({ signal }) => {
      const id = spotId ?? 0;
      const [drawn, uploaded] = await Promise.all([
        callApi(getLayers, { params: { spotId: id, uploadedFlag: 0 }, signal }),
        callApi(getLayers, { params: { spotId: id, uploadedFlag: 1 }, signal }),
      ]);
      return [...drawn, ...uploaded];
    },
    enabled: spotId !== null,
  });
}

/** The sheet in the visitor's language: the key carries it, so a switch never shows stale text. */
export function useSpotInfos(spotId: number | null, language: string) {
  return useQuery({
    queryKey: spotKeys.infos(spotId ?? 0, language),
    queryFn: ({ signal }) => callApi(getInfos, { params: { id: spotId ?? 0 }, signal }),
    enabled: spotId !== null,
  });
}

export function useSpotMedia(spotId: number | null) {
  return useQuery({
    queryKey: spotKeys.media(spotId ?? 0),
    queryFn: ({ signal }) => callApi(getMedia, { params: { spotId: spotId ?? 0 }, signal }),
    enabled: spotId !== null,
  });
}

export function useSpotQuota(enabled: boolean) {
  return useQuery({
    queryKey: spotKeys.quota,
    queryFn: ({ signal }) => callApi(getSpotQuota, { signal }),
    enabled,
  });
}

export function useReplays(spotId: number, page: number) {
  return useQuery({
    queryKey: ['spots', 'replays', spotId, page],
    queryFn: ({ signal }) => callApi(getReplays, { params: { spotId, page }, signal }),
  });
}
