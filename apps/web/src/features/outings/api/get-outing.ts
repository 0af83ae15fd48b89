import { getOuting } from '@club/shared/api/outings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { outingsKeys } from './outings-keys.ts';

/** One outing in the reader's language, with its texts in every language written (page and edit form). */
export function outingQueryOptions(outingId: number, language: string) {
  return queryOptions({
    queryKey: outingsKeys.details(outingId, language),
    queryFn: ({ signal }) => callApi(getOuting, { params: { id: outingId }, signal }),
  });
}

export function useOuting(outingId: number, language: string) {
  return useQuery(outingQueryOptions(outingId, language));
}
