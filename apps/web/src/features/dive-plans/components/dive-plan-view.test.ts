import { describe, expect, it } from 'vitest';
import { dive, divePlan, palanquee } from '../offline/outbox-test-support.ts';
import { clockOf, dayOf, isoDayOf, myPalanquees, signatureOf, signingBlockers } from './dive-plan-view.ts';

describe('what the pages show of a plan', () => {
  it('tells times and days in the club’s time zone', () => {
    expect(clockOf('2027-06-12T07:30:00.000Z', 'Europe/Paris', 'fr')).toBe('09:30');
    expect(dayOf('2027-06-12T07:30:00.000Z', 'Europe/Paris', 'fr')).toBe('samedi 12 juin 2027');
    expect(isoDayOf('2027-06-12T22:30:00.000Z', 'Europe/Paris')).toBe('2027-06-13');
  });

  it('finds a member’s palanquée in each dive, its guide named apart from the others', () => {
    const withAna = divePlan({
      Dives: [
        dive(1, {
          Palanquees: [
            palanquee(1),
            palanquee(2, {
              Members: [
                ...palanquee(2).Members,
                { User_id: 31, Name: 'Ana Lopez', Role: 'diver', Aptitudes: ['PE40'], Minor: false },
              ],
            }),
          ],
        }),
        dive(2),
      ],
    });
    const found = myPalanquees(withAna, 22);
    expect(
      found.map((mine) => [mine.dive.Index, mine.palanquee.Number, mine.guide, mine.companions]),
    ).toEqual([
      [1, 2, 'Guide 2', ['Ana Lopez']],
      [2, 2, 'Guide 2', []],
    ]);
    // The guide reads the names of those they lead.
    expect(myPalanquees(withAna, 21)[0]).toMatchObject({
      guide: null,
      companions: ['Plongeur 2', 'Ana Lopez'],
    });
    expect(myPalanquees(divePlan(), 31)).toEqual([]);
  });

  it('tells a signed dive, a signature voided by a change, and an unsigned one', () => {
    expect(signatureOf(dive(1, { Signed_by: 'Marin Leroy', Signed_at: '2027-06-12T08:42:00.000Z' }))).toEqual(
      {
        kind: 'signed',
        by: 'Marin Leroy',
        at: '2027-06-12T08:42:00.000Z',
      },
    );
    expect(signatureOf(dive(1, { Signature_voided_at: '2027-06-12T09:00:00.000Z' }))).toEqual({
      kind: 'voided',
      at: '2027-06-12T09:00:00.000Z',
    });
    expect(signatureOf(dive(1))).toEqual({ kind: 'unsigned' });
  });

  it('lists what keeps a dive from being signed: no team, or a problem without a reason', () => {
    const problem = { Rule: 'too_deep', Article: 'annexe III-16 b', Message: 'Trop profond' };
    const palanquees = [
      palanquee(1, { Problems: [problem], Override_reason: 'Plongeurs connus du DP' }),
      palanquee(2, { Problems: [problem], Override_reason: '  ' }),
      palanquee(3),
    ];
    expect(
      signingBlockers(dive(1, { Palanquees: palanquees })).palanquees.map((each) => each.Number),
    ).toEqual([2]);
    expect(signingBlockers(dive(1, { Palanquees: [] }))).toEqual({ noPalanquee: true, palanquees: [] });
  });
});
