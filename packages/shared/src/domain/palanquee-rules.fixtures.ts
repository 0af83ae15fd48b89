import { expect } from 'vitest';
import { aptitudesOf } from './aptitudes.ts';
import { checkPalanquee, type Palanquee, type PalanqueeMember } from './palanquee-rules.ts';

/** Divers as French cards make them (`aptitudesOf`), and palanquées to check, for the palanquée tests. */
export const card = (level: string | null, qualifications: string[] = [], assigned: string[] = []) =>
  aptitudesOf({ organism: level ? 'ffessm' : null, level, qualifications, assigned });

export const N1 = card('ffessm_n1');
export const N1_AUTONOMOUS = card('ffessm_n1', ['PA12']);
export const N2 = card('ffessm_n2');
export const N2_PA40 = card('ffessm_n2', ['PA40']);
export const N3 = card('ffessm_n3');
export const N4 = card('ffessm_n4');
export const INITIATEUR = card('ffessm_initiateur');
export const INITIATEUR_GP = card('ffessm_initiateur', [], ['GP']);
/** E2 without GP: a MF1 trainee, assigned by the dive director (annex III-15b). */
export const E2_TRAINEE = card(null, [], ['E2']);
export const MF1 = card('ffessm_mf1');
export const MF2 = card('ffessm_mf2');
export const PE12_ONLY = card(null, ['PE12']);

export const guide = (aptitudes: string[]): PalanqueeMember => ({ role: 'guide', aptitudes });
export const diver = (aptitudes: string[], more: Partial<PalanqueeMember> = {}): PalanqueeMember => ({
  role: 'diver',
  aptitudes,
  ...more,
});
export const extra = (aptitudes: string[]): PalanqueeMember => ({ role: 'extra', aptitudes });
export const beginner = (more: Partial<PalanqueeMember> = {}) => diver([], { beginner: true, ...more });
export const times = (count: number, member: PalanqueeMember) => Array.from({ length: count }, () => member);

export const palanquee = (
  plannedDepthM: number,
  members: PalanqueeMember[],
  more: Partial<Palanquee> = {},
): Palanquee => ({
  activity: 'exploration',
  autonomous: false,
  gas: 'air',
  plannedDepthM,
  members,
  ...more,
});
export const autonomous = (
  plannedDepthM: number,
  members: PalanqueeMember[],
  more: Partial<Palanquee> = {},
) => palanquee(plannedDepthM, members, { autonomous: true, ...more });
export const teaching = (plannedDepthM: number, members: PalanqueeMember[], more: Partial<Palanquee> = {}) =>
  palanquee(plannedDepthM, members, { activity: 'teaching', ...more });

export const rulesOf = (palanquee: Palanquee) =>
  checkPalanquee(palanquee).problems.map((problem) => problem.rule);

export function expectLawful(palanquee: Palanquee, maxDepthM: number) {
  expect(checkPalanquee(palanquee)).toEqual({ maxDepthM, problems: [] });
}
