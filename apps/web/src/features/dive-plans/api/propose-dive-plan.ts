import { getDivePlan, proposeDivePlan } from '@club/shared/api/dive-plans';
import { useCallMutation } from '../../../lib/call-writes.ts';
import { callKey } from '../../../lib/calls.ts';

/**
 * Asks the server to build the palanquées of every unsigned dive, or of one; its answer is the plan, shown
 * at once (nothing else changes). Never queued offline: the proposal needs the server's view of who
 * attends and their papers.
 */
export function useProposeDivePlan() {
  return useCallMutation(proposeDivePlan, {
    request: (body: { Outing_id: number; Dive_index?: number }) => ({ body }),
    update: (queryClient, divePlan) =>
      queryClient.setQueryData(callKey(getDivePlan, { params: { outingId: divePlan.Outing_id } }), divePlan),
    forgetChangedReads: false,
  });
}
