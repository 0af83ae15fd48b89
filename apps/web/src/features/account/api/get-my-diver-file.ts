import { getDiverFile } from '@club/shared/api/diver-files';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { diverFileKeys } from '../../../lib/divers/diver-file-keys.ts';

/** The member's own file (papers and aptitudes), for the summary on their profile. */
export function useMyDiverFile(userId: number) {
  return useQuery({
    queryKey: diverFileKeys.file(userId),
    queryFn: ({ signal }) => callApi(getDiverFile, { params: { userId }, signal }),
  });
}
