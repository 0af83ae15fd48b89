import { getDiverFile, getPaperRules, updateDiverFile } from '@club/shared/api/diver-files';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { diverFileKeys } from '../../../lib/divers/diver-file-keys.ts';

// The table of papers' calls (the same feature) name their keys from here too.
export { diverFileKeys };

/** A member's papers, aptitudes and who checked them, with each paper's state today. */
export function useDiverFile(userId: number) {
  return useQuery({
    queryKey: diverFileKeys.file(userId),
    queryFn: ({ signal }) => callApi(getDiverFile, { params: { userId }, signal }),
  });
}

export type DiverFileInput = ReturnType<typeof updateDiverFile.body.parse>;

/** Writes a file; the answer is the file with its new states. */
export function useUpdateDiverFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiverFileInput) => callApi(updateDiverFile, { body }),
    onSuccess: async (file) => {
      queryClient.setQueryData(diverFileKeys.file(file.User_id), file);
      // The table of papers and the participants lists show the same papers.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: diverFileKeys.all, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ['outings'] }),
      ]);
    },
  });
}

/** The club's rules for papers at sign-up (which ones block, warn or are not checked). */
export function usePaperRules(clubId: number) {
  return useQuery({
    queryKey: diverFileKeys.rules(clubId),
    queryFn: ({ signal }) => callApi(getPaperRules, { params: { clubId }, signal }),
  });
}
