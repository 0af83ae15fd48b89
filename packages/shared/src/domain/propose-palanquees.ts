/**
 * "Propose" on the palanquée board (issue 31): palanquées for one dive from the confirmed divers who attend,
 * every one of them lawful (`checkPalanquee` approves each step of its making). Trainees and baptisms go
 * first to instructors of the level they need; then divers on nitrox dive together, then everyone else on
 * air; buddy wishes are kept where the rules allow. Who cannot be placed is listed with why. The dive
 * director moves people afterwards; this is a first draft, not a decision.
 */
import type { DiveActivity, DiveGas, PalanqueeRole } from './dive-plan.ts';
import { bySignUp, type Person, type ProposalDiver, toPeople } from './propose-divers.ts';
import { planExploration } from './propose-exploration.ts';
import type { DraftPalanquee } from './propose-palanquee-drafts.ts';
import { planTeaching } from './propose-teaching.ts';
import { type UnplacedReason, unplacedMessage } from './unplaced-reasons.ts';

export type { ProposalDiver } from './propose-divers.ts';

/**
 * The dive's defaults. Only the depth steers the proposal: each palanquée's activity follows its divers'
 * intents, and its gas their wishes (nitrox for those who asked for it and hold PN-20 or PN-C).
 */
export interface ProposalDive {
  activity: DiveActivity;
  gas: DiveGas;
  plannedDepthM: number;
}

export interface ProposedPalanquee {
  activity: DiveActivity;
  autonomous: boolean;
  gas: DiveGas;
  plannedDepthM: number;
  /** The guide (or instructor) first, then the divers in sign-up order, then the extras. */
  members: { id: number; role: PalanqueeRole }[];
}

export interface UnplacedDiver {
  id: number;
  /** As data, to word again in another language (`unplacedMessage`). */
  reason: UnplacedReason;
  /** The reason in the language asked. */
  message: string;
}

export interface Proposal {
  palanquees: ProposedPalanquee[];
  /** In sign-up order. */
  unplaced: UnplacedDiver[];
}

function toProposed(palanquee: DraftPalanquee): ProposedPalanquee {
  const members = (people: readonly Person[], role: PalanqueeRole) =>
    [...people].sort(bySignUp).map((person) => ({ id: person.diver.id, role }));
  return {
    activity: palanquee.activity,
    autonomous: palanquee.autonomous,
    gas: palanquee.gas,
    plannedDepthM: palanquee.plannedDepthM,
    members: [
      ...(palanquee.leader ? members([palanquee.leader], 'guide') : []),
      ...members(palanquee.divers, 'diver'),
      ...members(palanquee.extras, 'extra'),
    ],
  };
}

/**
 * Palanquées for a dive at `dive.plannedDepthM`; `divers` are the confirmed participants who attend, in
 * sign-up order (which breaks every tie, so the same divers always give the same palanquées).
 */
export function proposePalanquees(
  dive: ProposalDive,
  divers: readonly ProposalDiver[],
  language = 'fr',
): Proposal {
  const depthM = dive.plannedDepthM;
  const people = toPeople(divers);
  const withIntent = (intent: ProposalDiver['intent']) =>
    people.filter((person) => person.diver.intent === intent);
  const explorers = withIntent('explore');

  // Instructors come from the explorers; those not needed to teach go back to explore.
  const instructors = explorers.filter((person) => !person.diver.minor && person.teachingLevel >= 1);
  const teaching = planTeaching(withIntent('train'), withIntent('baptism'), instructors, depthM);
  const teachingLeaders = new Set(teaching.palanquees.map((palanquee) => palanquee.leader));
  const stillExploring = explorers.filter((person) => !teachingLeaders.has(person));

  const breathesNitrox = (person: Person) => person.diver.gas === 'nitrox' && person.nitroxDepthM > 0;
  const nitrox = planExploration(stillExploring.filter(breathesNitrox), 'nitrox', depthM);
  // Nitrox divers left without a nitrox palanquée dive on air, which their aptitudes always allow.
  const onAir = [
    ...stillExploring.filter((person) => !breathesNitrox(person)),
    ...nitrox.leftover.map(({ person }) => person),
  ].sort(bySignUp);
  const air = planExploration(onAir, 'air', depthM);

  const leftover = [...teaching.leftover, ...air.leftover].sort((a, b) => bySignUp(a.person, b.person));
  return {
    palanquees: [...teaching.palanquees, ...nitrox.palanquees, ...air.palanquees].map(toProposed),
    unplaced: leftover.map(({ person, reason }) => ({
      id: person.diver.id,
      reason,
      message: unplacedMessage(reason, language),
    })),
  };
}
