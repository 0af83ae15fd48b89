import { getInfosAdmin } from '@club/shared/api/spots';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { spotKeys } from '../../../lib/spots/spot-keys.ts';

/** A spot's sheet as written in one language of the club (empty fields included), for its editor. */
export function spotInfosAdminQueryOptions(spotId: number, languageKey: string) {
  return queryOptions({
    queryKey: spotKeys.infosAdmin(spotId, languageKey),
    queryFn: ({ signal }) => callApi(getInfosAdmin, { params: { languageKey, spotId }, signal }),
  });
}

/** The sheet in each of `languages`, in their order. */
export function useSpotInfosAdmin(spotId: number, languages: string[]) {
  return useQueries({ queries: languages.map((key) => spotInfosAdminQueryOptions(spotId, key)) });
}
