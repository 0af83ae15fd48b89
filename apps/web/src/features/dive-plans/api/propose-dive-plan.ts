import { proposeDivePlan } from '@club/shared/api/dive-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { divePlanKeys } from './dive-plan-keys.ts';

/**
 * Asks the server to build the teams of every unsigned dive, or of one. Never queued offline: the
 * proposal needs the server's view of who attends and their papers.
 */
export function useProposeDivePlan(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { Outing_id: number; Dive_index?: number }) => callApi(proposeDivePlan, { body }),
    onSuccess: async (plan) => {
      queryClient.setQueryData(divePlanKeys.plan(plan.Outing_id, language), plan);
      await queryClient.invalidateQueries({
        queryKey: divePlanKeys.plans(plan.Outing_id),
        refetchType: 'none',
      });
    },
  });
}
