import { type DiverFile, getDiverFiles } from '@club/shared/api/diver-files';
import type { Aptitude } from '@club/shared/domain/aptitudes';
import { useCall } from '../../../lib/calls.ts';

const aptitudesByUser = (files: DiverFile[]) =>
  new Map<number, Aptitude[]>(files.map((file) => [file.User_id, file.Aptitudes]));

/** Each member's aptitudes (issue 34), by user id, for the manager's list of members. */
export function useMemberAptitudes(clubId: number) {
  return useCall(getDiverFiles, { params: { clubId }, body: {} }, { select: aptitudesByUser });
}
