import type { MyStatus, Outing, Participants } from '@club/shared/api/outings';
import { certificationStep } from '@club/shared/domain/certification-scale';

/** Who reads the outing's page, as far as signing up goes. */
export type Reader =
  | { kind: 'visitor' }
  /** Signed in, but not a member of this club (a member of another club, the super administrator). */
  | { kind: 'outsider' }
  | { kind: 'member'; userId: number; organism: string | null; level: string | null };

/** What the sign-up panel offers. */
export type SignUpState =
  | { kind: 'signInFirst' }
  | { kind: 'membersOnly' }
  | { kind: 'confirmed'; canCancel: boolean }
  | { kind: 'waiting'; position: number | null; canCancel: boolean }
  | { kind: 'closed' }
  | { kind: 'levelTooLow'; required: number; declared: number }
  /** Open: the sign-up confirms a seat, or joins the waiting list when none is left. */
  | { kind: 'open'; full: boolean };

/**
 * The sign-up panel's state, from the outing, the reader and (for a member on the waiting list) the
 * participants: the server decides in the end, this only says what to offer and why not.
 */
export function signUpState(
  outing: Pick<Outing, 'Deadline' | 'Min_level' | 'Seats_left' | 'My_status'>,
  reader: Reader,
  now: number,
  participants?: Participants,
  myStatus: MyStatus = outing.My_status,
): SignUpState {
  if (reader.kind === 'visitor') return { kind: 'signInFirst' };
  if (reader.kind === 'outsider') return { kind: 'membersOnly' };
  const open = now <= Date.parse(outing.Deadline);
  if (myStatus === 'confirmed') return { kind: 'confirmed', canCancel: open };
  if (myStatus === 'waiting') {
    const mine = participants?.Waiting.find((participant) => participant.User_id === reader.userId);
    return { kind: 'waiting', position: mine?.Position ?? null, canCancel: open };
  }
  if (!open) return { kind: 'closed' };
  const declared = certificationStep(reader.organism, reader.level);
  if (declared < outing.Min_level) return { kind: 'levelTooLow', required: outing.Min_level, declared };
  return { kind: 'open', full: outing.Seats_left === 0 };
}
