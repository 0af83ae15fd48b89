import { getSpotQuota } from '@club/shared/api/spots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { spotKeys } from './spot-keys.ts';

/** How many spots the club has and may have (its subscription's Max): a manager's question only. */
export function spotQuotaQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: spotKeys.quota,
    queryFn: ({ signal }) => callApi(getSpotQuota, { signal }),
    enabled,
  });
}

export function useSpotQuota(enabled: boolean) {
  return useQuery(spotQuotaQueryOptions(enabled));
}
