import { describe, expect, it } from 'vitest';
import { boatDivePlan, diver, MF1, N1, N2, palanquee } from './board-test-support.ts';
import { type DraftDive, type DraftPalanquee, draftOf } from './dive-plan-draft.ts';
import { peopleOf } from './dive-plan-people.ts';
import { checkDraftPalanquee, palanqueeOf } from './palanquee-checks.ts';
import { moveDiver, setMemberRole, updatePalanquee } from './palanquee-moves.ts';

const divePlan = boatDivePlan();
const people = peopleOf(divePlan);
const firstDive = () => draftOf(divePlan, 'Europe/Paris').dives[0] as DraftDive;
const palanqueeNumbered = (dive: DraftDive, number: number) =>
  dive.palanquees.find((palanquee) => palanquee.number === number) as DraftPalanquee;

describe('a team of the board read by the rules', () => {
  it('gives each member the aptitudes and minority of the participants, beginners without aptitude', () => {
    const kid = diver(20, 'Zoé Petit', [], { Minor: true });
    const withKid = { ...divePlan, Divers: [...divePlan.Divers, kid] };
    const dive = moveDiver(firstDive(), 20, { palanquee: 1 });
    expect(palanqueeOf(palanqueeNumbered(dive, 1), peopleOf(withKid))).toEqual({
      activity: 'exploration',
      autonomous: false,
      gas: 'air',
      plannedDepthM: 20,
      members: [
        { role: 'guide', aptitudes: divePlan.Divers[0]?.Aptitudes, minor: false, beginner: false },
        { role: 'diver', aptitudes: N1, minor: false, beginner: false },
        { role: 'diver', aptitudes: N1, minor: false, beginner: false },
        { role: 'diver', aptitudes: [], minor: true, beginner: true },
      ],
    });
  });

  it('takes the training aim from the wishes of a diver who trains, and only theirs', () => {
    const dive = moveDiver(firstDive(), 7, { palanquee: 1 });
    const members = palanqueeOf(palanqueeNumbered(dive, 1), people).members;
    expect(members.at(-1)).toMatchObject({ trainingToward: 'PE40' });
    expect(members.filter((member) => 'trainingToward' in member)).toHaveLength(1);
    const asGuide = palanqueeOf(palanqueeNumbered(setMemberRole(dive, 7, 'guide'), 1), people).members;
    expect(asGuide.filter((member) => 'trainingToward' in member)).toHaveLength(0);
  });

  it('reads a depth being typed as 0 m and a comma as a decimal point', () => {
    expect(
      palanqueeOf(
        updatePalanquee(firstDive(), 1, { plannedDepth: '' }).palanquees[0] as DraftPalanquee,
        people,
      ).plannedDepthM,
    ).toBe(0);
    expect(
      palanqueeOf(
        updatePalanquee(firstDive(), 1, { plannedDepth: '18,5' }).palanquees[0] as DraftPalanquee,
        people,
      ).plannedDepthM,
    ).toBe(18.5);
  });
});

describe('how a team of the board stands', () => {
  it('is lawful as proposed: N1s with a guide at 20 m, an autonomous N2 pair at 20 m', () => {
    const dive = firstDive();
    expect(checkDraftPalanquee(palanqueeNumbered(dive, 1), people, 'fr')).toMatchObject({
      maxDepthM: 20,
      problems: [],
      state: 'lawful',
    });
    expect(checkDraftPalanquee(palanqueeNumbered(dive, 2), people, 'fr')).toMatchObject({
      maxDepthM: 20,
      problems: [],
      state: 'lawful',
    });
  });

  it('shows at once the problem of a N1 taken to 40 m, with its article, in the reader’s language', () => {
    const deep = updatePalanquee(firstDive(), 1, { plannedDepth: '40' });
    const french = checkDraftPalanquee(palanqueeNumbered(deep, 1), people, 'fr');
    expect(french.state).toBe('needs_reason');
    expect(french.maxDepthM).toBe(20);
    expect(french.problems[0]).toMatchObject({ article: 'annexe III-16 b' });
    const english = checkDraftPalanquee(palanqueeNumbered(deep, 1), people, 'en');
    expect(english.problems[0]?.message).not.toBe(french.problems[0]?.message);
  });

  it('is overridden once a reason is typed, and lawful again when the problem is mended', () => {
    const deep = updatePalanquee(firstDive(), 1, { plannedDepth: '40', overrideReason: 'Décision du DP' });
    expect(checkDraftPalanquee(palanqueeNumbered(deep, 1), people, 'fr').state).toBe('overridden');
    const mended = updatePalanquee(deep, 1, { plannedDepth: '20' });
    expect(checkDraftPalanquee(palanqueeNumbered(mended, 1), people, 'fr').state).toBe('lawful');
  });

  it('flags a diver without PA moved into the autonomous pair', () => {
    const moved = moveDiver(firstDive(), 2, { palanquee: 2 });
    const check = checkDraftPalanquee(palanqueeNumbered(moved, 2), people, 'fr');
    expect(check.state).toBe('needs_reason');
    expect(check.problems.map((problem) => problem.rule)).toContain('autonomous_without_pa');
  });

  it('is empty (nothing to check or save) with no member, and overfull past the plan’s limit', () => {
    const dive = moveDiver(moveDiver(firstDive(), 4, { palanquee: 1 }), 5, { palanquee: 1 });
    expect(checkDraftPalanquee(palanqueeNumbered(dive, 2), people, 'fr')).toMatchObject({
      state: 'empty',
      problems: [],
      overfull: false,
    });
    const crowd = Array.from({ length: 9 }, (_, at) => diver(50 + at, `Plongeur ${at}`, at === 0 ? MF1 : N2));
    const big = palanquee(
      5,
      crowd.map((person, at) => [person, at === 0 ? 'guide' : 'diver']),
    );
    const crowded = {
      ...divePlan,
      Divers: crowd,
      Dives: [{ ...(divePlan.Dives[0] as (typeof divePlan.Dives)[number]), Palanquees: [big] }],
    };
    const draftPalanquee = draftOf(crowded, 'Europe/Paris').dives[0]?.palanquees[0] as DraftPalanquee;
    const check = checkDraftPalanquee(draftPalanquee, peopleOf(crowded), 'fr');
    expect(check.overfull).toBe(true);
    expect(check.problems.map((problem) => problem.rule)).toContain('too_many_divers');
  });
});
