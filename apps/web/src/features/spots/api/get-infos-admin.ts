import { getInfosAdmin } from '@club/shared/api/spots';
import { useQueries } from '@tanstack/react-query';
import { callQuery } from '../../../lib/calls.ts';

/**
 * The spot infos in each of `languages`, in their order, as written (empty fields included), for its editor.
 */
export function useSpotInfosAdmin(spotId: number, languages: string[]) {
  return useQueries({
    queries: languages.map((languageKey) => callQuery(getInfosAdmin, { params: { languageKey, spotId } })),
  });
}
