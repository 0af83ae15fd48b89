import type { Participant } from '@club/shared/api/outings';
import { describe, expect, it } from 'vitest';
import { type Reader, signUpState } from './sign-up-state.ts';

const now = Date.parse('2026-06-10T12:00:00Z');
const outing = {
  Deadline: '2026-06-13T16:00:00Z',
  Min_level: 0,
  Seats_left: 3,
  My_status: 'none' as const,
};
const member: Reader = { kind: 'member', userId: 7, organism: null, level: null };
const waiting = (userId: number, position: number): Participant => ({
  User_id: userId,
  Firstname: 'A',
  Lastname: null,
  Email: null,
  Avatar_url: null,
  Level_step: null,
  Status: 'waiting',
  Position: position,
  Attended: false,
  Signed_up_at: '2026-06-01T00:00:00Z',
  Papers: null,
  Aptitudes: null,
  Override_reason: null,
});

describe('the sign-up panel', () => {
  it('asks a visitor to sign in, and tells a member of another club it is for members', () => {
    expect(signUpState(outing, { kind: 'visitor' }, now)).toEqual({ kind: 'signInFirst' });
    expect(signUpState(outing, { kind: 'outsider' }, now)).toEqual({ kind: 'membersOnly' });
  });

  it('offers a seat while some are left, the waiting list when none is', () => {
    expect(signUpState(outing, member, now)).toEqual({ kind: 'open', full: false });
    expect(signUpState({ ...outing, Seats_left: 0 }, member, now)).toEqual({ kind: 'open', full: true });
  });

  it('closes at the deadline, to sign-ups and to cancellations', () => {
    const after = Date.parse('2026-06-13T16:00:01Z');
    expect(signUpState(outing, member, after)).toEqual({ kind: 'closed' });
    expect(signUpState({ ...outing, My_status: 'confirmed' }, member, after)).toEqual({
      kind: 'confirmed',
      canCancel: false,
    });
    expect(signUpState({ ...outing, My_status: 'confirmed' }, member, now)).toEqual({
      kind: 'confirmed',
      canCancel: true,
    });
  });

  it('refuses a member below the minimum level, with both levels on the common scale', () => {
    const asksAutonomous40 = { ...outing, Min_level: 3 };
    expect(signUpState(asksAutonomous40, member, now)).toEqual({
      kind: 'levelTooLow',
      required: 3,
      declared: 0,
    });
    const openWater: Reader = { ...member, organism: 'padi', level: 'padi_open_water' } as Reader;
    expect(signUpState(asksAutonomous40, openWater, now)).toEqual({
      kind: 'levelTooLow',
      required: 3,
      declared: 2,
    });
    const advanced: Reader = { ...member, organism: 'padi', level: 'padi_advanced_open_water' } as Reader;
    expect(signUpState(asksAutonomous40, advanced, now)).toEqual({ kind: 'open', full: false });
  });

  it('gives a waiting member their place in the queue', () => {
    const participants = { Confirmed: [], Waiting: [waiting(3, 1), waiting(7, 2)] };
    expect(signUpState({ ...outing, My_status: 'waiting' }, member, now, participants)).toEqual({
      kind: 'waiting',
      position: 2,
      canCancel: true,
    });
    expect(signUpState({ ...outing, My_status: 'waiting' }, member, now)).toEqual({
      kind: 'waiting',
      position: null,
      canCancel: true,
    });
  });
});
