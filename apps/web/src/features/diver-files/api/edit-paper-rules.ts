import type { BodyOf } from '@club/shared/api/contract';
import { editPaperRules } from '@club/shared/api/diver-files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { diverFileKeys } from '../../../lib/divers/diver-file-keys.ts';

/** Saves the club's rules for papers; the answer replaces the rules every page reads. */
export function useEditPaperRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof editPaperRules>) => callApi(editPaperRules, { body }),
    onSuccess: (rules, body) => {
      queryClient.setQueryData(diverFileKeys.rules(Number(body.Club_id)), rules);
    },
  });
}
