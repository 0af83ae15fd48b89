import { getDivePlan, proposeDivePlan } from '@club/shared/api/dive-plans';
import { useCallMutation } from '../../../lib/call-writes.ts';
import { callKey } from '../../../lib/calls.ts';

/**
 * Asks the server to build the teams of every unsigned dive, or of one; its answer is the plan, shown
 * at once (nothing else changes). Never queued offline: the proposal needs the server's view of who
 * attends and their papers.
 */
export function useProposeDivePlan() {
  return useCallMutation(proposeDivePlan, {
    request: (body: { Outing_id: number; Dive_index?: number }) => ({ body }),
    update: (queryClient, plan) =>
      queryClient.setQueryData(callKey(getDivePlan, { params: { outingId: plan.Outing_id } }), plan),
    forgetChangedReads: false,
  });
}
