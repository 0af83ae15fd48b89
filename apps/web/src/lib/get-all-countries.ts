import { getAllCountries } from '@club/shared/api/countries';
import { useCall } from './calls.ts';

/** Countries named in the reader's language (a member's profile, a spot's place); a change of language reloads the page. */
export function useAllCountries() {
  return useCall(getAllCountries, {}, { staleTime: Number.POSITIVE_INFINITY });
}
