import { describe, expect, it } from 'vitest';
import { boatPlan, diver, MF1, N1, N2, team } from './board-test-support.ts';
import { type DraftDive, type DraftTeam, draftOf } from './plan-draft.ts';
import { peopleOf } from './plan-people.ts';
import { checkTeam, palanqueeOf } from './team-checks.ts';
import { moveDiver, setMemberRole, updateTeam } from './team-moves.ts';

const plan = boatPlan();
const people = peopleOf(plan);
const firstDive = () => draftOf(plan, 'Europe/Paris').dives[0] as DraftDive;
const teamNumbered = (dive: DraftDive, number: number) =>
  dive.teams.find((team) => team.number === number) as DraftTeam;

describe('a team of the board read by the rules', () => {
  it('gives each member the aptitudes and minority of the participants, beginners without aptitude', () => {
    const kid = diver(20, 'Zoé Petit', [], { Minor: true });
    const withKid = { ...plan, Divers: [...plan.Divers, kid] };
    const dive = moveDiver(firstDive(), 20, { team: 1 });
    expect(palanqueeOf(teamNumbered(dive, 1), peopleOf(withKid))).toEqual({
      activity: 'exploration',
      autonomous: false,
      gas: 'air',
      plannedDepthM: 20,
      members: [
        { role: 'guide', aptitudes: plan.Divers[0]?.Aptitudes, minor: false, beginner: false },
        { role: 'diver', aptitudes: N1, minor: false, beginner: false },
        { role: 'diver', aptitudes: N1, minor: false, beginner: false },
        { role: 'diver', aptitudes: [], minor: true, beginner: true },
      ],
    });
  });

  it('takes the training aim from the wishes of a diver who trains, and only theirs', () => {
    const dive = moveDiver(firstDive(), 7, { team: 1 });
    const members = palanqueeOf(teamNumbered(dive, 1), people).members;
    expect(members.at(-1)).toMatchObject({ trainingToward: 'PE40' });
    expect(members.filter((member) => 'trainingToward' in member)).toHaveLength(1);
    const asGuide = palanqueeOf(teamNumbered(setMemberRole(dive, 7, 'guide'), 1), people).members;
    expect(asGuide.filter((member) => 'trainingToward' in member)).toHaveLength(0);
  });

  it('reads a depth being typed as 0 m and a comma as a decimal point', () => {
    expect(
      palanqueeOf(updateTeam(firstDive(), 1, { plannedDepth: '' }).teams[0] as DraftTeam, people)
        .plannedDepthM,
    ).toBe(0);
    expect(
      palanqueeOf(updateTeam(firstDive(), 1, { plannedDepth: '18,5' }).teams[0] as DraftTeam, people)
        .plannedDepthM,
    ).toBe(18.5);
  });
});

describe('how a team of the board stands', () => {
  it('is lawful as proposed: N1s with a guide at 20 m, an autonomous N2 pair at 20 m', () => {
    const dive = firstDive();
    expect(checkTeam(teamNumbered(dive, 1), people, 'fr')).toMatchObject({
      maxDepthM: 20,
      problems: [],
      state: 'lawful',
    });
    expect(checkTeam(teamNumbered(dive, 2), people, 'fr')).toMatchObject({
      maxDepthM: 20,
      problems: [],
      state: 'lawful',
    });
  });

  it('shows at once the problem of a N1 taken to 40 m, with its article, in the reader’s language', () => {
    const deep = updateTeam(firstDive(), 1, { plannedDepth: '40' });
    const french = checkTeam(teamNumbered(deep, 1), people, 'fr');
    expect(french.state).toBe('needs_reason');
    expect(french.maxDepthM).toBe(20);
    expect(french.problems[0]).toMatchObject({ article: 'annexe III-16 b' });
    const english = checkTeam(teamNumbered(deep, 1), people, 'en');
    expect(english.problems[0]?.message).not.toBe(french.problems[0]?.message);
  });

  it('is overridden once a reason is typed, and lawful again when the problem is mended', () => {
    const deep = updateTeam(firstDive(), 1, { plannedDepth: '40', overrideReason: 'Décision du DP' });
    expect(checkTeam(teamNumbered(deep, 1), people, 'fr').state).toBe('overridden');
    const mended = updateTeam(deep, 1, { plannedDepth: '20' });
    expect(checkTeam(teamNumbered(mended, 1), people, 'fr').state).toBe('lawful');
  });

  it('flags a diver without PA moved into the autonomous pair', () => {
    const moved = moveDiver(firstDive(), 2, { team: 2 });
    const check = checkTeam(teamNumbered(moved, 2), people, 'fr');
    expect(check.state).toBe('needs_reason');
    expect(check.problems.map((problem) => problem.rule)).toContain('autonomous_without_pa');
  });

  it('is empty (nothing to check or save) with no member, and overfull past the plan’s limit', () => {
    const dive = moveDiver(moveDiver(firstDive(), 4, { team: 1 }), 5, { team: 1 });
    expect(checkTeam(teamNumbered(dive, 2), people, 'fr')).toMatchObject({
      state: 'empty',
      problems: [],
      overfull: false,
    });
    const crowd = Array.from({ length: 9 }, (_, at) => diver(50 + at, `Plongeur ${at}`, at === 0 ? MF1 : N2));
    const big = team(
      5,
      crowd.map((person, at) => [person, at === 0 ? 'guide' : 'diver']),
    );
    const crowded = {
      ...plan,
      Divers: crowd,
      Dives: [{ ...(plan.Dives[0] as (typeof plan.Dives)[number]), Palanquees: [big] }],
    };
    const draftTeam = draftOf(crowded, 'Europe/Paris').dives[0]?.teams[0] as DraftTeam;
    const check = checkTeam(draftTeam, peopleOf(crowded), 'fr');
    expect(check.overfull).toBe(true);
    expect(check.problems.map((problem) => problem.rule)).toContain('too_many_divers');
  });
});
