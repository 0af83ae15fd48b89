import { getDivePlan } from '@club/shared/api/dive-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { divePlanKeys } from './dive-plan-keys.ts';

/**
 * An outing's roles, dives and palanquées with each team's maximum depth and problems; for its managers
 * and dive director also the divers not placed and everyone's wishes, for another member only the teams
 * they are in, and their own wishes.
 */
export function divePlanQueryOptions(outingId: number, language: string) {
  return queryOptions({
    queryKey: divePlanKeys.plan(outingId, language),
    queryFn: ({ signal }) => callApi(getDivePlan, { params: { outingId }, signal }),
  });
}

/** `enabled` false for a visitor or an outing that is no dive: they have no plan to read. */
export function useDivePlan(outingId: number, language: string, enabled = true) {
  return useQuery({ ...divePlanQueryOptions(outingId, language), enabled });
}
