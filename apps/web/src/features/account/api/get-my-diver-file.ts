import { getDiverFile } from '@club/shared/api/diver-files';
import { useCall } from '../../../lib/calls.ts';

/** The member's own file (papers and aptitudes), for the summary on their profile. */
export function useMyDiverFile(userId: number) {
  return useCall(getDiverFile, { params: { userId } });
}
