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
import { type ProposalDiver, proposePalanquees } from './propose-palanquees.ts';

describe('guided exploration', () => {
  it('takes the least qualified guide that suffices: a N4 rather than an MF2 at 20 m', () => {
    const proposal = propose(dive(20), [diver(1, 'n1'), diver(2, 'mf2'), diver(3, 'n1'), diver(4, 'n4')]);
    const guided = palanqueeOfDiver(proposal, 1);
    expect(guideOf(guided)).toBe(4);
    expect(ids(guided)).toEqual(expect.arrayContaining([1, 3]));
    expect(guided?.plannedDepthM).toBe(20);
    // The MF2 is not needed as a guide: they dive as a diver, here with the only palanquée there is.
    expect(palanqueeOfDiver(proposal, 2)?.members).toContainEqual({ id: 2, role: 'diver' });
    expect(proposal.unplaced).toEqual([]);
  });

  it('takes an E4 at 60 m, where a N4 does not suffice', () => {
    const minorN3 = (id: number) => diver(id, 'n3', { minor: true });
    const proposal = propose(dive(60), [minorN3(1), minorN3(2), diver(3, 'n4'), diver(4, 'mf2')]);
    const guided = palanqueeOfDiver(proposal, 1);
    expect(guideOf(guided)).toBe(4);
    expect(guided?.plannedDepthM).toBe(60);
    expect(proposal.unplaced).toEqual([]);
  });

  it('lowers a guided team to what its divers may do: N1s at 20 m on a 40 m dive', () => {
    const proposal = propose(dive(40), [
      diver(1, 'n1'),
      diver(2, 'n1'),
      diver(3, 'n4'),
      diver(4, 'n3'),
      diver(5, 'n3'),
    ]);
    expect(palanqueeOfDiver(proposal, 1)).toMatchObject({
      activity: 'exploration',
      autonomous: false,
      plannedDepthM: 20,
    });
    expect(guideOf(palanqueeOfDiver(proposal, 1))).toBe(3);
    expect(palanqueeOfDiver(proposal, 4)).toMatchObject({ autonomous: true, plannedDepthM: 40 });
  });

  it('leads at most 4 divers per guide, and splits them evenly', () => {
    const n1s = [1, 2, 3, 4, 5, 6].map((id) => diver(id, 'n1'));
    const proposal = propose(dive(20), [...n1s, diver(7, 'n4'), diver(8, 'n4')]);
    const sizes = proposal.palanquees.map((palanquee) => ids(palanquee)?.length);
    expect(sizes).toEqual([3, 3]);
  });

  it('adds a guide who is not needed to a full team as an extra GP', () => {
    const n1s = [1, 2, 3, 4].map((id) => diver(id, 'n1'));
    const proposal = propose(dive(20), [...n1s, diver(5, 'n4'), diver(6, 'n4')]);
    expect(proposal.palanquees).toHaveLength(1);
    expect(ids(proposal.palanquees[0], 'extra')).toEqual([6]);
  });

  it('gives the only guide to the divers who have no autonomy to fall back on', () => {
    // N2s hold PA-20: without a guide they still dive, autonomous at 20 m; the N1s could not.
    const divers = [
      diver(1, 'n2'),
      diver(2, 'n2'),
      diver(3, 'n2'),
      diver(4, 'n1'),
      diver(5, 'n1'),
      diver(6, 'n4'),
    ];
    const proposal = propose(dive(40), divers);
    expect(guideOf(palanqueeOfDiver(proposal, 4))).toBe(6);
    expect(ids(palanqueeOfDiver(proposal, 4))).toEqual([4, 5]);
    expect(palanqueeOfDiver(proposal, 1)).toMatchObject({ autonomous: true, plannedDepthM: 20 });
    expect(ids(palanqueeOfDiver(proposal, 1))).toEqual([1, 2, 3]);
    expect(proposal.unplaced).toEqual([]);
  });

  it('with fewer guides than depths, merges divers into one team at the shallower depth', () => {
    const minorN2 = (id: number) => diver(id, 'n2', { minor: true });
    const divers = [minorN2(1), minorN2(2), diver(3, 'n1'), diver(4, 'n1'), diver(5, 'n4')];
    const proposal = propose(dive(40), divers);
    expect(proposal.palanquees).toHaveLength(1);
    expect(proposal.palanquees[0]).toMatchObject({ autonomous: false, plannedDepthM: 20 });
    expect(ids(proposal.palanquees[0])).toEqual([1, 2, 3, 4]);
  });
});

describe('autonomous exploration', () => {
  it('pairs adults holding PA at the planned depth, a three when one is left', () => {
    const proposal = propose(
      dive(20),
      [1, 2, 3, 4, 5].map((id) => diver(id, 'n2')),
    );
    expect(
      proposal.palanquees.map((palanquee) => [
        palanquee.autonomous,
        palanquee.plannedDepthM,
        ids(palanquee)?.length,
      ]),
    ).toEqual([
      [true, 20, 3],
      [true, 20, 2],
    ]);
  });

  it('lets instructors and guides who are not needed dive as ordinary divers', () => {
    const proposal = propose(dive(20), [diver(1, 'mf1'), diver(2, 'n3'), diver(3, 'n4'), diver(4, 'n3')]);
    expect(proposal.palanquees.every((palanquee) => palanquee.autonomous)).toBe(true);
    expect(proposal.unplaced).toEqual([]);
  });

  it('lists a lone autonomous diver with no partner, and a N1 with no guide', () => {
    const proposal = propose(dive(20), [diver(1, 'n3'), diver(2, 'n1')], 'en');
    expect(proposal.palanquees).toEqual([]);
    expect(reasons(proposal)).toEqual([
      { id: 1, reason: 'no_partner' },
      { id: 2, reason: 'no_guide' },
    ]);
    expect(proposal.unplaced[1]?.message).toBe(
      'No dive guide is free to lead a guided dive at 20 m (4 divers per guide at most).',
    );
  });
});

describe('buddy wishes', () => {
  it('keeps buddies in the same autonomous team', () => {
    const divers = [diver(1, 'n2', { buddyId: 4 }), diver(2, 'n2'), diver(3, 'n2'), diver(4, 'n2')];
    const proposal = propose(dive(20), divers);
    expect(ids(palanqueeOfDiver(proposal, 1))).toEqual([1, 4]);
    expect(ids(palanqueeOfDiver(proposal, 2))).toEqual([2, 3]);
  });

  it('puts an autonomous diver in the guided team of their buddy', () => {
    const divers = [
      diver(1, 'n3'),
      diver(2, 'n3'),
      diver(3, 'n3', { buddyId: 4 }),
      diver(4, 'n1'),
      diver(5, 'n4'),
    ];
    const proposal = propose(dive(20), divers);
    expect(palanqueeOfDiver(proposal, 3)).toBe(palanqueeOfDiver(proposal, 4));
    expect(guideOf(palanqueeOfDiver(proposal, 4))).toBe(5);
  });

  it('keeps mutual wishes before one-sided ones', () => {
    const divers = [
      diver(1, 'n2', { buddyId: 2 }),
      diver(2, 'n2', { buddyId: 3 }),
      diver(3, 'n2', { buddyId: 2 }),
    ];
    const proposal = propose(dive(20), [...divers, diver(4, 'n2')]);
    expect(ids(palanqueeOfDiver(proposal, 2))).toEqual([2, 3]);
  });

  it('keeps trainees who are buddies in the same course', () => {
    const trainee = (id: number, buddyId: number | null = null) =>
      diver(id, null, { intent: 'train', trainingToward: 'PE20', buddyId });
    const divers = [
      trainee(1),
      trainee(2),
      trainee(3),
      trainee(4, 1),
      trainee(5),
      diver(6, 'mf1'),
      diver(7, 'mf1'),
    ];
    const proposal = propose(dive(20), divers);
    expect(palanqueeOfDiver(proposal, 1)).toBe(palanqueeOfDiver(proposal, 4));
  });
});

describe('minors', () => {
  it('never dive autonomous: minor N3s dive guided', () => {
    const minorN3 = (id: number) => diver(id, 'n3', { minor: true });
    const proposal = propose(dive(20), [minorN3(1), minorN3(2), diver(3, 'n4')]);
    expect(palanqueeOfDiver(proposal, 1)).toMatchObject({ autonomous: false });
    expect(guideOf(palanqueeOfDiver(proposal, 1))).toBe(3);
  });

  it('are listed without a guide rather than paired up', () => {
    const minorN2 = (id: number) => diver(id, 'n2', { minor: true });
    const proposal = propose(dive(20), [minorN2(1), minorN2(2)]);
    expect(reasons(proposal)).toEqual([
      { id: 1, reason: 'no_guide' },
      { id: 2, reason: 'no_guide' },
    ]);
  });
});

describe('nitrox', () => {
  const nitrox = (id: number, card: Card, aptitude: 'PN20' | 'PNC') =>
    diver(id, card, { gas: 'nitrox', qualifications: [aptitude] });

  it('puts nitrox divers together and the others on air', () => {
    const divers = [nitrox(1, 'n3', 'PNC'), diver(2, 'n3'), nitrox(3, 'n3', 'PNC'), diver(4, 'n3')];
    const proposal = propose(dive(30), divers);
    expect(palanqueeOfDiver(proposal, 1)).toMatchObject({
      gas: 'nitrox',
      autonomous: true,
      plannedDepthM: 30,
    });
    expect(ids(palanqueeOfDiver(proposal, 1))).toEqual([1, 3]);
    expect(palanqueeOfDiver(proposal, 2)).toMatchObject({ gas: 'air' });
  });

  it('puts a nitrox diver with no nitrox partner on air', () => {
    const proposal = propose(dive(30), [nitrox(1, 'n3', 'PNC'), diver(2, 'n3')]);
    expect(proposal.palanquees).toMatchObject([{ gas: 'air', autonomous: true }]);
  });

  it('has a guided nitrox team led by a PN-C guide, no deeper than PN-20 allows', () => {
    const divers = [
      nitrox(1, 'n2', 'PN20'),
      nitrox(2, 'n2', 'PN20'),
      nitrox(3, 'n4', 'PNC'),
      diver(4, 'mf1'),
    ];
    const proposal = propose(dive(40), [...divers, diver(5, 'n3')]);
    expect(palanqueeOfDiver(proposal, 1)).toMatchObject({
      gas: 'nitrox',
      autonomous: false,
      plannedDepthM: 20,
    });
    expect(guideOf(palanqueeOfDiver(proposal, 1))).toBe(3);
  });

  it('does not take an air diver without PN-C to guide nitrox divers', () => {
    const divers = [nitrox(1, 'n1', 'PN20'), nitrox(2, 'n1', 'PN20'), diver(3, 'n4')];
    const proposal = propose(dive(20), divers);
    expect(palanqueeOfDiver(proposal, 1)).toMatchObject({ gas: 'air', autonomous: false });
    expect(guideOf(palanqueeOfDiver(proposal, 1))).toBe(3);
  });
});

/** A boat of 14 on a 40 m dive: 2 MF1, a N4, N1s, N2s, N3s, a trainee toward PE-40 and a baptism. */
const boat: ProposalDiver[] = [
  diver(1, 'mf1'),
  diver(2, 'mf1'),
  diver(3, 'n4'),
  diver(4, 'n1'),
  diver(5, 'n1', { buddyId: 6 }),
  diver(6, 'n1'),
  diver(7, 'n2'),
  diver(8, 'n2'),
  diver(9, 'n2'),
  diver(10, 'n3', { buddyId: 12 }),
  diver(11, 'n3'),
  diver(12, 'n3'),
  diver(13, 'n1', { intent: 'train', trainingToward: 'PE40' }),
  diver(14, null, { intent: 'baptism', minor: true }),
];

describe('a realistic boat', () => {
  it('places everyone in lawful teams', () => {
    const proposal = propose(dive(40), boat);
    expect(proposal.unplaced).toEqual([]);
    expect(palanqueeOfDiver(proposal, 13)).toMatchObject({ activity: 'teaching', plannedDepthM: 40 });
    expect(guideOf(palanqueeOfDiver(proposal, 13))).toBe(1);
    expect(palanqueeOfDiver(proposal, 14)).toMatchObject({ activity: 'baptism', plannedDepthM: 6 });
    expect(guideOf(palanqueeOfDiver(proposal, 14))).toBe(2);
    expect(guideOf(palanqueeOfDiver(proposal, 4))).toBe(3);
    expect(palanqueeOfDiver(proposal, 4)?.plannedDepthM).toBe(20);
    expect(palanqueeOfDiver(proposal, 5)).toBe(palanqueeOfDiver(proposal, 6));
    expect(palanqueeOfDiver(proposal, 10)).toBe(palanqueeOfDiver(proposal, 12));
    expect(palanqueeOfDiver(proposal, 10)).toMatchObject({ autonomous: true, plannedDepthM: 40 });
  });

  it('proposes the same teams for the same divers', () => {
    expect(proposePalanquees(dive(40), boat)).toEqual(proposePalanquees(dive(40), structuredClone(boat)));
  });

  it('places everyone on a 20 m dive too', () => {
    expect(propose(dive(20), boat).unplaced).toEqual([]);
  });
});

describe('messages', () => {
  it('speak the language asked, and French when it is unknown', () => {
    const lone = [diver(1, 'n3')];
    expect(propose(dive(20), lone, 'de').unplaced[0]?.message).toMatch(/^Kein anderer autonomer Taucher/);
    expect(propose(dive(20), lone, 'xx').unplaced[0]?.message).toMatch(/^Aucun autre plongeur autonome/);
  });
});
