import { getAllCountries } from '@club/shared/api/countries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client.ts';

/**
 * Countries named in `language` (a member's profile, a spot's place): the key carries the language, so
 * a switch never shows stale names.
 */
export function allCountriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => callApi(getAllCountries, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAllCountries(language: string) {
  return useQuery(allCountriesQueryOptions(language));
}
