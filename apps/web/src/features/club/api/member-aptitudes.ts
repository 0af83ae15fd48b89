import { getDiverFiles } from '@club/shared/api/diver-files';
import type { Aptitude } from '@club/shared/domain/aptitudes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { diverFileKeys } from '../../../lib/divers/diver-file-keys.ts';

/** Each member's aptitudes (issue 34), by user id, for the manager's list of members. */
export function useMemberAptitudes(clubId: number) {
  return useQuery({
    queryKey: [...diverFileKeys.all, 'aptitudes', clubId] as const,
    queryFn: async ({ signal }) => {
      const files = await callApi(getDiverFiles, { params: { clubId }, body: {}, signal });
      return new Map<number, Aptitude[]>(files.map((file) => [file.User_id, file.Aptitudes]));
    },
  });
}
