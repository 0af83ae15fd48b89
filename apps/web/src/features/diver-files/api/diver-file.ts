import { getDiverFile, getPaperRules, updateDiverFile } from '@club/shared/api/diver-files';
import { useCallMutation } from '../../../lib/call-writes.ts';
import { callKey, useCall } from '../../../lib/calls.ts';

/** A member's papers, aptitudes and who checked them, with each paper's state today. */
export function useDiverFile(userId: number) {
  return useCall(getDiverFile, { params: { userId } });
}

export type DiverFileInput = ReturnType<typeof updateDiverFile.body.parse>;

/**
 * Writes a file; the answer is the file with its new states, shown at once. The table of papers and
 * the participants lists show the same papers: they are read again.
 */
export function useUpdateDiverFile() {
  return useCallMutation(updateDiverFile, {
    request: (body: DiverFileInput) => ({ body }),
    update: (queryClient, file) =>
      queryClient.setQueryData(callKey(getDiverFile, { params: { userId: file.User_id } }), file),
  });
}

/** The club's rules for papers at sign-up (which ones block, warn or are not checked). */
export function usePaperRules(clubId: number) {
  return useCall(getPaperRules, { params: { clubId } });
}
