import { getAllUsersByClub } from '@club/shared/api/members';
import { useCall } from '../calls.ts';

/** Every member of the club, for its managers: the members tab and the outings' participants panel. */
export const useAllMembers = (clubId: number) => useCall(getAllUsersByClub, { params: { clubId } });
