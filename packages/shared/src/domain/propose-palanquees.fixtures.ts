/** Builders and checks shared by the tests of "Propose" (`propose-palanquees.ts`). */
import { expect } from 'vitest';
import { aptitudesOf } from './aptitudes.ts';
import type { DiveGas } from './dive-plan.ts';
import { checkPalanquee } from './palanquee-rules.ts';
import {
  type Proposal,
  type ProposalDive,
  type ProposalDiver,
  type ProposedPalanquee,
  proposePalanquees,
} from './propose-palanquees.ts';

export type Card = 'n1' | 'n2' | 'n3' | 'n4' | 'initiateur' | 'mf1' | 'mf2' | null;

/** A FFESSM diver who signed up to explore on air, with the aptitudes their card gives. */
export function diver(
  id: number,
  card: Card,
  wishes: Partial<ProposalDiver> & { qualifications?: string[]; assigned?: string[] } = {},
) {
  const { qualifications = [], assigned = [], ...rest } = wishes;
  const level = card === null ? null : `ffessm_${card}`;
  return {
    id,
    aptitudes: aptitudesOf({ organism: 'ffessm', level, qualifications, assigned }),
    minor: false,
    intent: 'explore',
    trainingToward: null,
    gas: 'air',
    buddyId: null,
    ...rest,
  } satisfies ProposalDiver;
}

export const dive = (plannedDepthM: number, gas: DiveGas = 'air'): ProposalDive => ({
  activity: 'exploration',
  gas,
  plannedDepthM,
});

/**
 * Proposes, then checks what any proposal must hold: every palanquée passes `checkPalanquee` with no problem,
 * has 2 people at least, no minor dives autonomous, and every diver is either in one palanquée or unplaced.
 */
export function propose(at: ProposalDive, divers: ProposalDiver[], language?: string): Proposal {
  const proposal = proposePalanquees(at, divers, language);
  const byId = new Map(divers.map((entry) => [entry.id, entry]));
  for (const palanquee of proposal.palanquees) {
    const members = palanquee.members.map(({ id, role }) => {
      const { aptitudes, minor, trainingToward } = byId.get(id) ?? expect.fail(`unknown diver ${id}`);
      const beginner = role === 'diver' && !aptitudes.some((code) => /^P[EA]\d+$/.test(code));
      const training =
        palanquee.activity === 'teaching' && role === 'diver' && trainingToward ? { trainingToward } : {};
      return { role, aptitudes, minor, beginner, ...training };
    });
    expect(checkPalanquee({ ...palanquee, members }).problems, JSON.stringify(palanquee)).toEqual([]);
    expect(members.length).toBeGreaterThanOrEqual(2);
    if (palanquee.autonomous) expect(members.some((member) => member.minor)).toBe(false);
  }
  const placed = proposal.palanquees.flatMap((palanquee) => palanquee.members.map((member) => member.id));
  const everyone = [...placed, ...proposal.unplaced.map((entry) => entry.id)].sort((a, b) => a - b);
  expect(everyone).toEqual(divers.map((entry) => entry.id).sort((a, b) => a - b));
  return proposal;
}

export const ids = (palanquee: ProposedPalanquee | undefined, role = 'diver') =>
  palanquee?.members.filter((member) => member.role === role).map((member) => member.id);
export const guideOf = (palanquee: ProposedPalanquee | undefined) => ids(palanquee, 'guide')?.[0];
export const palanqueeOfDiver = (proposal: Proposal, id: number) =>
  proposal.palanquees.find((palanquee) => palanquee.members.some((member) => member.id === id));
export const reasons = (proposal: Proposal) =>
  proposal.unplaced.map(({ id, reason }) => ({ id, reason: reason.code }));
