/**
 * "Propose", exploration on one gas (annexes III-16 b and III-17 c): who needs a guide dives guided, in
 * palanquées of 4 at most led by the lowest-ranked guide who suffices, at the depth the weakest may go; the
 * others dive autonomous in twos (a three when one is left) at the dive's depth. Leaders not needed dive as
 * divers. Whoever is left then tries, in turn: a guided palanquée with room that takes them deeper than their
 * own PA would, a third place in an autonomous palanquée, an autonomous palanquée at the depth of their own
 * PA, any guided palanquée with room (brought up to their depth).
 */
import type { DiveGas } from './dive-plan.ts';
import { BEGINNER_ZONE_M, GAS_LIMIT_M, MAX_GUIDED_DIVERS } from './palanquee-rules.ts';
import { bySignUp, explorationGuideZoneM, leaderRank, type Person, unitsOf } from './propose-divers.ts';
import {
  type DraftPalanquee,
  hasAny,
  type Leftover,
  newPalanquee,
  placeUnits,
  tryAdd,
} from './propose-palanquee-drafts.ts';

/** Divers meant to dive together under one guide, before the guide is chosen. */
interface GuidedPlan {
  depthM: number;
  units: Person[][];
  leader: Person | null;
}

const peopleIn = (units: readonly Person[][]) => units.reduce((count, unit) => count + unit.length, 0);
const byLeaderRank = (a: Person, b: Person) => leaderRank(a) - leaderRank(b) || bySignUp(a, b);

class ExplorationPlanner {
  readonly guided: DraftPalanquee[] = [];
  readonly autonomous: DraftPalanquee[] = [];
  /** Autonomous palanquées shallower than the dive, for divers with no guide left: at their own PA. */
  readonly shallower: DraftPalanquee[] = [];

  private readonly gas: DiveGas;
  private readonly depthM: number;

  constructor(gas: DiveGas, depthM: number) {
    this.gas = gas;
    this.depthM = depthM;
  }

  private gasLimitM(person: Person) {
    return this.gas === 'nitrox' ? person.nitroxDepthM : GAS_LIMIT_M;
  }

  /** Adults only: a minor never dives autonomous (A322-73). */
  autonomousDepthM(person: Person) {
    return person.diver.minor ? 0 : Math.min(person.autonomousDepthM, this.gasLimitM(person), GAS_LIMIT_M);
  }

  canGoAutonomous(person: Person) {
    const depthM = this.autonomousDepthM(person);
    return depthM > 0 && depthM >= this.depthM;
  }

  guidedDepthM(person: Person) {
    return Math.min(this.depthM, person.guidedDepthM || BEGINNER_ZONE_M, this.gasLimitM(person), GAS_LIMIT_M);
  }

  /** May lead a guided palanquée: an adult GP/P4 or instructor, with PN-C on nitrox (annex III-17 c). */
  canLead(person: Person) {
    const leads = person.guide || person.teachingLevel >= 1;
    return leads && !person.diver.minor && (this.gas === 'air' || person.nitroxDepthM >= GAS_LIMIT_M);
  }

  /** One plan per 4 divers of each depth, buddies kept; merged while there are fewer leaders than plans. */
  planGuided(units: readonly Person[][], leaders: number): GuidedPlan[] {
    const unitDepthM = (unit: Person[]) => Math.min(...unit.map((person) => this.guidedDepthM(person)));
    const depths = [...new Set(units.map(unitDepthM))].sort((a, b) => b - a);
    const plans = depths.flatMap((depthM) => {
      const atDepth = units.filter((unit) => unitDepthM(unit) === depthM);
      const count = Math.ceil(peopleIn(atDepth) / MAX_GUIDED_DIVERS);
      const levelPlans = Array.from(
        { length: count },
        (): GuidedPlan => ({ depthM, units: [], leader: null }),
      );
      const roomFor = (size: number) =>
        [...levelPlans]
          .sort((a, b) => peopleIn(a.units) - peopleIn(b.units))
          .find((plan) => peopleIn(plan.units) + size <= MAX_GUIDED_DIVERS);
      for (const unit of atDepth) {
        const pieces = roomFor(unit.length) ? [unit] : unit.map((person) => [person]);
        for (const piece of pieces) roomFor(piece.length)?.units.push(piece);
      }
      return levelPlans;
    });
    while (plans.length > leaders && mergeClosest(plans));
    return plans;
  }

  /**
   * A leader for each plan, deepest first: the lowest-ranked who may lead it at its depth. A plan of
   * divers who cannot dive autonomous at any depth then takes the leader of a plan whose divers can (they
   * will still pair up at their PA). The plans left take whoever leads deepest, brought up to their zone.
   * Takes the leaders out of `free`.
   */
  assignLeaders(plans: readonly GuidedPlan[], free: Person[]) {
    const zoneM = explorationGuideZoneM;
    const lead = (plan: GuidedPlan, leader: Person | undefined) => {
      if (!leader) return;
      free.splice(free.indexOf(leader), 1);
      plan.leader = leader;
      plan.depthM = Math.min(plan.depthM, zoneM(leader));
    };
    for (const plan of plans)
      lead(plan, free.filter((leader) => zoneM(leader) >= plan.depthM).sort(byLeaderRank)[0]);

    const withoutPa = (plan: GuidedPlan) =>
      plan.units.some((unit) => unit.some((person) => this.autonomousDepthM(person) === 0));
    for (const plan of plans.filter((unled) => !unled.leader && withoutPa(unled))) {
      const robbable = plans.flatMap((led) =>
        led.leader && !withoutPa(led) && zoneM(led.leader) >= plan.depthM
          ? [{ led, leader: led.leader }]
          : [],
      );
      const robbed = robbable.sort((a, b) => byLeaderRank(a.leader, b.leader))[0];
      if (!robbed) continue;
      plan.leader = robbed.leader;
      robbed.led.leader = null;
    }

    const unled = plans
      .filter((plan) => !plan.leader)
      .sort((a, b) => Number(withoutPa(b)) - Number(withoutPa(a)));
    for (const plan of unled) {
      const able = free.filter((leader) => zoneM(leader) > 0);
      lead(plan, able.sort((a, b) => zoneM(b) - zoneM(a) || byLeaderRank(a, b))[0]);
    }
  }

  /** The palanquées of the plans that have a leader; answers the divers who found no place. */
  buildGuided(plans: readonly GuidedPlan[], free: Person[]): Person[] {
    const unguided: Person[] = [];
    for (const plan of plans) {
      if (!plan.leader) {
        unguided.push(...plan.units.flat());
        continue;
      }
      const palanquee = newPalanquee('exploration', this.gas, plan.depthM, plan.leader);
      unguided.push(...placeUnits(plan.units, [palanquee], true));
      if (palanquee.divers.length > 0) this.guided.push(palanquee);
      else free.push(plan.leader);
    }
    return unguided;
  }

  /** Palanquées of two, buddies together and the others in the order given; answers who is left. */
  pairUp(people: readonly Person[], palanquees: DraftPalanquee[], mayLower: boolean): Person[] {
    const units = unitsOf(people);
    const singles = people.filter((person) => units.some((unit) => unit.length === 1 && unit[0] === person));
    const pairs = units.filter((unit) => unit.length === 2);
    for (let i = 0; i + 1 < singles.length; i += 2) pairs.push(singles.slice(i, i + 2));
    const left = singles.length % 2 === 1 ? singles.slice(-1) : [];
    for (const pair of pairs) {
      const palanquee = newPalanquee('exploration', this.gas, this.depthM, null);
      if (tryAdd(palanquee, pair, 'diver', mayLower)) palanquees.push(palanquee);
      else left.push(...pair);
    }
    return left;
  }

  /**
   * Tries the palanquées in turn: the buddy's first, then those where nobody need dive shallower, deepest
   * first. A pair that fits nowhere whole tries again one by one. Answers who found no place.
   */
  join(
    unit: Person[],
    palanquees: readonly DraftPalanquee[],
    role: 'diver' | 'extra',
    mayLower: boolean,
  ): Person[] {
    const buddies = unit.flatMap((person) => (person.buddy ? [person.buddy] : []));
    const reachM = (person: Person) =>
      palanquees.every((palanquee) => palanquee.autonomous)
        ? this.autonomousDepthM(person)
        : this.guidedDepthM(person);
    const unitDepthM = Math.min(...unit.map(reachM));
    const ordered = [...palanquees].sort(
      (a, b) =>
        Number(hasAny(b, buddies)) - Number(hasAny(a, buddies)) ||
        Number(b.plannedDepthM <= unitDepthM) - Number(a.plannedDepthM <= unitDepthM) ||
        b.plannedDepthM - a.plannedDepthM,
    );
    if (ordered.some((palanquee) => tryAdd(palanquee, unit, role, mayLower))) return [];
    if (unit.length === 1) return unit;
    return unit.flatMap((person) => this.join([person], palanquees, role, mayLower));
  }

  /**
   * A diver not placed yet, as a third in an autonomous palanquée or in a guided palanquée (as an extra if
   * GP/P4).
   */
  joinAnyPalanquee(person: Person, mayLower: boolean): boolean {
    const joins = (palanquees: DraftPalanquee[], role: 'diver' | 'extra', lower: boolean) =>
      this.join([person], palanquees, role, lower).length === 0;
    const autonomous = this.autonomousDepthM(person) > 0;
    // The palanquées at the dive's depth are never brought up for a diver left over.
    return (
      (autonomous && (joins(this.autonomous, 'diver', false) || joins(this.shallower, 'diver', mayLower))) ||
      joins(this.guided, 'diver', mayLower) ||
      (person.guide && joins(this.guided, 'extra', false))
    );
  }
}

/** Merges the two plans that fit in one palanquée with the closest depths; false when none fit. */
function mergeClosest(plans: GuidedPlan[]): boolean {
  let best: { keep: GuidedPlan; merged: GuidedPlan } | null = null;
  const gap = (a: GuidedPlan, b: GuidedPlan) => Math.abs(a.depthM - b.depthM);
  for (const [i, keep] of plans.entries())
    for (const merged of plans.slice(i + 1)) {
      if (peopleIn(keep.units) + peopleIn(merged.units) > MAX_GUIDED_DIVERS) continue;
      if (!best || gap(keep, merged) < gap(best.keep, best.merged)) best = { keep, merged };
    }
  if (!best) return false;
  best.keep.depthM = Math.min(best.keep.depthM, best.merged.depthM);
  best.keep.units.push(...best.merged.units);
  plans.splice(plans.indexOf(best.merged), 1);
  return true;
}

/** The exploration palanquées of `pool` on `gas` at `depthM` at most, and who found no place, with why. */
export function planExploration(
  pool: readonly Person[],
  gas: DiveGas,
  depthM: number,
): { palanquees: DraftPalanquee[]; leftover: Leftover[] } {
  const planner = new ExplorationPlanner(gas, depthM);
  const free = pool.filter((person) => planner.canLead(person));
  const others = pool.filter((person) => !free.includes(person));
  const needGuide = others.filter((person) => !planner.canGoAutonomous(person));
  // An autonomous diver whose buddy needs a guide dives guided with them.
  const buddiesOfGuided = others.filter(
    (person) => planner.canGoAutonomous(person) && person.buddy && needGuide.includes(person.buddy),
  );
  needGuide.push(...buddiesOfGuided);
  const canGoAutonomous = others.filter((person) => !needGuide.includes(person));

  const plans = planner.planGuided(unitsOf(needGuide), free.length);
  planner.assignLeaders(plans, free);
  const unguided = planner.buildGuided(plans, free);
  for (const leader of free) {
    const buddyPalanquees = planner.guided.filter(
      (palanquee) => leader.buddy && hasAny(palanquee, [leader.buddy]),
    );
    if (planner.join([leader], buddyPalanquees, 'diver', false).length === 0) continue;
    if (leader.guide && planner.join([leader], buddyPalanquees, 'extra', false).length === 0) continue;
    (planner.canGoAutonomous(leader) ? canGoAutonomous : unguided).push(leader);
  }

  const alone = planner.pairUp([...canGoAutonomous].sort(bySignUp), planner.autonomous, false);
  // A guided palanquée with room takes those it brings deeper than they may go autonomous, as it stands.
  const deeperThanAlone = (unit: Person[]) =>
    planner.guided.filter((palanquee) =>
      unit.every((person) => palanquee.plannedDepthM > planner.autonomousDepthM(person)),
    );
  const stillUnguided = unitsOf(unguided).flatMap((unit) =>
    planner.join(unit, deeperThanAlone(unit), 'diver', false),
  );
  const notPlaced = [...alone.filter((person) => !planner.joinAnyPalanquee(person, false)), ...stillUnguided];

  // No guide or partner left: adults who hold a PA pair up at the depth of their PA; whoever is still
  // left joins any palanquée that stays lawful, a guided one brought up to their depth if need be.
  const byAutonomousDepth = (a: Person, b: Person) =>
    planner.autonomousDepthM(b) - planner.autonomousDepthM(a) || bySignUp(a, b);
  const withPa = notPlaced.filter((person) => planner.autonomousDepthM(person) > 0).sort(byAutonomousDepth);
  const lastLeft = [
    ...planner.pairUp(withPa, planner.shallower, true),
    ...notPlaced.filter((person) => !withPa.includes(person)),
  ].filter((person) => !planner.joinAnyPalanquee(person, true));

  return {
    palanquees: [...planner.guided, ...planner.autonomous, ...planner.shallower],
    leftover: lastLeft.sort(bySignUp).map((person) => ({
      person,
      reason: planner.canGoAutonomous(person)
        ? { code: 'no_partner' }
        : { code: 'no_guide', depthM: planner.guidedDepthM(person) },
    })),
  };
}
