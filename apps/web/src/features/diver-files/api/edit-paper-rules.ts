import type { BodyOf } from '@club/shared/api/contract';
import { editPaperRules, getPaperRules } from '@club/shared/api/diver-files';
import { useCallMutation } from '../../../lib/call-writes.ts';
import { callKey } from '../../../lib/calls.ts';

/** Saves the club's rules for papers; the answer replaces the rules every page reads. */
export function useEditPaperRules() {
  return useCallMutation(editPaperRules, {
    request: (body: BodyOf<typeof editPaperRules>) => ({ body }),
    update: (queryClient, rules, body) =>
      queryClient.setQueryData(callKey(getPaperRules, { params: { clubId: Number(body.Club_id) } }), rules),
  });
}
