import { getAllUsersByClubForMessage } from '@club/shared/api/messages';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messageKeys } from './query-keys.ts';

/** The club's members the signed-in member can write to (the new-message search). */
export function useRecipients(clubId: number) {
  return useQuery({
    queryKey: messageKeys.recipients,
    queryFn: ({ signal }) => callApi(getAllUsersByClubForMessage, { params: { clubId }, signal }),
    staleTime: 60_000,
  });
}
