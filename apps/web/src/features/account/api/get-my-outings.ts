import { getMyOutings } from '@club/shared/api/outings';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/**
 * The member's upcoming outings, confirmed or waiting. Its key starts with `outings`, so that signing
 * up or cancelling anywhere (the outings feature invalidates `['outings']`) refreshes it.
 */
export function useMyOutings(language: string) {
  return useQuery({
    queryKey: ['outings', 'mine', language] as const,
    queryFn: ({ signal }) => callApi(getMyOutings, { signal }),
  });
}
