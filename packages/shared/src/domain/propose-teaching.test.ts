import { describe, expect, it } from 'vitest';
import {
  type Card,
  dive,
  diver,
  guideOf,
  ids,
  palanqueeOfDiver,
  propose,
  reasons,
} from './propose-palanquees.fixtures.ts';

describe('teaching', () => {
  const trainee = (id: number, card: Card, trainingToward: string | null) =>
    diver(id, card, { intent: 'train', trainingToward });

  it('gives trainees toward PE-40 an E3 at 40 m, and keeps the initiateur to explore', () => {
    const divers = [
      trainee(1, 'n1', 'PE40'),
      diver(2, 'initiateur', { qualifications: ['PA40'] }),
      diver(3, 'mf1'),
    ];
    const proposal = propose(dive(40), [...divers, diver(4, 'n3')]);
    expect(palanqueeOfDiver(proposal, 1)).toMatchObject({
      activity: 'teaching',
      autonomous: false,
      plannedDepthM: 40,
    });
    expect(guideOf(palanqueeOfDiver(proposal, 1))).toBe(3);
    expect(palanqueeOfDiver(proposal, 2)).toMatchObject({ activity: 'exploration', autonomous: true });
  });

  it('takes an E2 for the same trainee on a 20 m dive', () => {
    const n4Initiateur = diver(2, 'n4', { assigned: ['E1'] });
    const proposal = propose(dive(20), [trainee(1, 'n1', 'PE40'), n4Initiateur, diver(3, 'mf1')]);
    expect(palanqueeOfDiver(proposal, 1)).toMatchObject({ activity: 'teaching', plannedDepthM: 20 });
    expect(guideOf(palanqueeOfDiver(proposal, 1))).toBe(2);
  });

  it('teaches 4 trainees at most per instructor', () => {
    const trainees = [1, 2, 3, 4, 5].map((id) => trainee(id, null, 'PE20'));
    const proposal = propose(dive(20), [...trainees, diver(6, 'mf1'), diver(7, 'mf2')]);
    const courses = proposal.palanquees.filter((palanquee) => palanquee.activity === 'teaching');
    expect(courses.map((palanquee) => ids(palanquee)?.length)).toEqual([3, 2]);
    expect(courses.map(guideOf)).toEqual([6, 7]);
  });

  it('keeps beginners at 6 m with an E1', () => {
    const proposal = propose(dive(20), [
      trainee(1, null, null),
      trainee(2, null, null),
      diver(3, 'initiateur'),
    ]);
    expect(proposal.palanquees).toEqual([
      {
        activity: 'teaching',
        autonomous: false,
        gas: 'air',
        plannedDepthM: 6,
        members: [
          { id: 3, role: 'guide' },
          { id: 1, role: 'diver' },
          { id: 2, role: 'diver' },
        ],
      },
    ]);
  });

  it('lists a trainee with no instructor, naming the level needed', () => {
    const proposal = propose(dive(40), [trainee(1, 'n2', 'PE60'), diver(2, 'n4'), diver(3, 'n3')]);
    expect(reasons(proposal)).toEqual([{ id: 1, reason: 'no_instructor' }]);
    expect(proposal.unplaced[0]?.message).toContain('E3');
  });

  it('lists a trainee whose aptitudes do not allow the training', () => {
    const proposal = propose(dive(40), [trainee(1, null, 'PE40'), trainee(2, 'n1', 'PE40'), diver(3, 'mf1')]);
    expect(reasons(proposal)).toEqual([{ id: 1, reason: 'training_not_allowed' }]);
    expect(guideOf(palanqueeOfDiver(proposal, 2))).toBe(3);
  });
});

describe('baptisms', () => {
  const baptism = (id: number) => diver(id, null, { intent: 'baptism', minor: true });

  it('dives alone with an E1, at 6 m', () => {
    const proposal = propose(dive(20), [baptism(1), diver(2, 'initiateur'), diver(3, 'n2'), diver(4, 'n2')]);
    expect(palanqueeOfDiver(proposal, 1)).toEqual({
      activity: 'baptism',
      autonomous: false,
      gas: 'air',
      plannedDepthM: 6,
      members: [
        { id: 2, role: 'guide' },
        { id: 1, role: 'diver' },
      ],
    });
  });

  it('lists a second baptism when the only instructor has one', () => {
    const proposal = propose(dive(20), [baptism(1), baptism(2), diver(3, 'initiateur')], 'fr');
    expect(reasons(proposal)).toEqual([{ id: 2, reason: 'no_baptism_instructor' }]);
    expect(proposal.unplaced[0]?.message).toMatch(/^Aucun encadrant E1/);
  });
});
