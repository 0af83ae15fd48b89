import { getAllUsersByClubForMessage } from '@club/shared/api/messages';
import { useCall } from '../../../lib/calls.ts';

/** The club's members the signed-in member can write to (the new-message search). */
export function useRecipients(clubId: number) {
  return useCall(getAllUsersByClubForMessage, { params: { clubId } }, { staleTime: 60_000 });
}
