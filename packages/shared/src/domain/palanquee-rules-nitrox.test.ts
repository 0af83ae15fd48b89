import { describe, expect, it } from 'vitest';
import {
  autonomous,
  diver,
  expectLawful,
  extra,
  guide,
  MF1,
  MF2,
  N2,
  N3,
  N4,
  palanquee,
  rulesOf,
  teaching,
  times,
} from './palanquee-rules.fixtures.ts';
import { checkPalanquee } from './palanquee-rules.ts';

describe('nitrox exploration (annex III-17c)', () => {
  const nitrox = { gas: 'nitrox' } as const;
  const GUIDE_PNC = [...N4, 'PN20', 'PNC'];

  it('takes PN-20 divers to 20 m, not 21 m', () => {
    expectLawful(palanquee(20, [guide(GUIDE_PNC), ...times(4, diver([...N2, 'PN20']))], nitrox), 20);
    const check = checkPalanquee(palanquee(21, [guide(GUIDE_PNC), diver([...N2, 'PN20'])], nitrox));
    expect(check.maxDepthM).toBe(20);
    expect(check.problems).toEqual([
      {
        rule: 'too_deep_for_nitrox',
        article: 'annexe III-17 c',
        message: 'Qualification PN-20 d’un plongeur : 20 m au plus',
      },
    ]);
  });

  it('takes PN-C divers beyond 20 m, to their aptitude and 60 m', () => {
    expectLawful(palanquee(40, [guide(GUIDE_PNC), diver([...N2, 'PN20', 'PNC'])], nitrox), 40);
    expectLawful(palanquee(60, [guide([...MF2, 'PNC']), diver([...N3, 'PNC'])], nitrox), 60);
    expect(rulesOf(palanquee(61, [guide([...MF2, 'PNC']), diver([...N3, 'PNC'])], nitrox))).toEqual([
      'too_deep_on_nitrox',
    ]);
  });

  it('needs a nitrox aptitude from every diver and PN-C from the guide', () => {
    expect(rulesOf(palanquee(15, [guide(GUIDE_PNC), diver(N2)], nitrox))).toEqual([
      'nitrox_without_aptitude',
    ]);
    expect(rulesOf(palanquee(15, [guide([...N4, 'PN20']), diver([...N2, 'PN20'])], nitrox))).toEqual([
      'nitrox_guide_without_pnc',
    ]);
  });

  it('takes one extra GP with PN-C, not one without PN-C nor two', () => {
    const divers = [guide(GUIDE_PNC), diver([...N2, 'PNC'])];
    expectLawful(palanquee(30, [...divers, extra(GUIDE_PNC)], nitrox), 40);
    expect(rulesOf(palanquee(30, [...divers, extra(N4)], nitrox))).toEqual(['nitrox_extra_without_pnc']);
    expect(rulesOf(palanquee(30, [...divers, extra(GUIDE_PNC), extra(GUIDE_PNC)], nitrox))).toEqual([
      'several_nitrox_extras',
    ]);
  });

  it('takes 2 or 3 autonomous divers with PA and PN, not 4', () => {
    expectLawful(autonomous(20, times(3, diver([...N2, 'PN20'])), nitrox), 20);
    expect(rulesOf(autonomous(21, times(3, diver([...N2, 'PN20'])), nitrox))).toEqual([
      'too_deep_for_autonomous',
      'too_deep_for_nitrox',
    ]);
    expect(checkPalanquee(autonomous(20, times(4, diver([...N2, 'PN20'])), nitrox)).problems).toEqual([
      {
        rule: 'too_many_autonomous',
        article: 'annexe III-17 c',
        message: '4 plongeurs autonomes : 3 au plus',
      },
    ]);
  });

  it('lets a trainee dive on nitrox as the nitrox aptitude they train toward (annex III-17b)', () => {
    expectLawful(teaching(20, [guide([...MF1, 'PNC']), diver(N2, { trainingToward: 'PN20' })], nitrox), 20);
    expect(rulesOf(teaching(20, [guide([...MF1, 'PNC']), diver(N2)], nitrox))).toEqual([
      'nitrox_without_aptitude',
    ]);
  });
});
