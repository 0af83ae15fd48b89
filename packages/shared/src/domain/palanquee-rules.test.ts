import { describe, expect, it } from 'vitest';
import {
  autonomous,
  beginner,
  diver,
  E2_TRAINEE,
  expectLawful,
  extra,
  guide,
  INITIATEUR,
  INITIATEUR_GP,
  MF1,
  MF2,
  N1,
  N1_AUTONOMOUS,
  N2,
  N2_PA40,
  N3,
  N4,
  PE12_ONLY,
  palanquee,
  rulesOf,
  times,
} from './palanquee-rules.fixtures.ts';
import { checkPalanquee } from './palanquee-rules.ts';

describe('exploration on air, guided (annex III-16b)', () => {
  it.each([
    ['0-6 m: beginners with an E1', 6, [guide(INITIATEUR), ...times(4, beginner())]],
    ['0-6 m: beginners with a GP', 6, [guide(N4), ...times(4, beginner())]],
    ['0-12 m: PE-12 with an E2', 12, [guide(E2_TRAINEE), ...times(4, diver(PE12_ONLY))]],
    ['0-12 m: PE-12 with a GP', 12, [guide(N4), ...times(4, diver(PE12_ONLY))]],
    ['0-20 m: PE-20 with an E2', 20, [guide(E2_TRAINEE), ...times(4, diver(N1))]],
    ['0-20 m: PE-20 with a GP', 20, [guide(N4), ...times(4, diver(N1))]],
    ['0-40 m: PE-40 with an E3', 40, [guide(MF1), ...times(4, diver(N2))]],
    ['0-40 m: PE-40 with a GP', 40, [guide(N4), ...times(4, diver(N2))]],
    ['0-60 m: PE-60 with an E4', 60, [guide(MF2), ...times(4, diver(N3))]],
  ])('%s is lawful at the bottom of its zone', (_row, depthM, members) => {
    expectLawful(palanquee(depthM, members), depthM);
  });

  it.each([
    ['beginner beyond 6 m', 7, [guide(N4), beginner(), diver(N2)], ['too_deep_for_beginner']],
    ['PE-12 beyond 12 m', 13, [guide(N4), diver(PE12_ONLY)], ['too_deep_for_diver']],
    ['PE-20 beyond 20 m', 21, [guide(N4), diver(N1)], ['too_deep_for_diver']],
    ['PE-40 beyond 40 m', 41, [guide(MF2), diver(N2)], ['too_deep_for_diver']],
    ['an E1 beyond 6 m', 7, [guide(INITIATEUR), diver(N2)], ['too_deep_for_guide']],
    ['an E2 beyond 20 m', 21, [guide(E2_TRAINEE), diver(N2)], ['too_deep_for_guide']],
    ['an initiateur who is GP guides as a GP', 40, [guide(INITIATEUR_GP), diver(N2)], []],
    ['a GP beyond 40 m (60 m needs an E4)', 41, [guide(N4), diver(N3)], ['too_deep_for_guide']],
    ['an E3 beyond 40 m', 41, [guide(MF1), diver(N3)], ['too_deep_for_guide']],
    ['anyone beyond 60 m on air', 61, [guide(MF2), diver(N3)], ['too_deep_on_air']],
  ])('%s is a problem', (_case, depthM, members, rules) => {
    expect(rulesOf(palanquee(depthM, members))).toEqual(rules);
  });

  it('names the limit in the message', () => {
    const check = checkPalanquee(palanquee(40, [guide(N4), diver(N1), diver(N2)]));
    expect(check.maxDepthM).toBe(20);
    expect(check.problems).toEqual([
      {
        rule: 'too_deep_for_diver',
        article: 'annexe III-16 b',
        message: 'Niveau PE-20 d’un plongeur : 20 m au plus',
      },
    ]);
    expect(checkPalanquee(palanquee(50, [guide(N4), diver(N3)])).problems[0]?.message).toBe(
      'Encadrant GP : 40 m au plus',
    );
  });

  it('takes 4 divers besides the guide, not 5', () => {
    expectLawful(palanquee(20, [guide(N4), ...times(4, diver(N1))]), 20);
    const check = checkPalanquee(palanquee(20, [guide(N4), ...times(5, diver(N1))]));
    expect(check.maxDepthM).toBe(0);
    expect(check.problems.map((problem) => problem.message)).toEqual([
      '5 plongeurs encadrés : 4 au plus, encadrant non compris',
    ]);
  });

  it('needs one guide who holds GP or E1 to E4', () => {
    expect(rulesOf(palanquee(20, [diver(N1), diver(N2)]))).toEqual(['no_guide']);
    expect(rulesOf(palanquee(20, [guide(N4), guide(MF1), diver(N1)]))).toEqual(['several_guides']);
    expect(rulesOf(palanquee(20, [guide(N3), diver(N1)]))).toEqual(['guide_not_qualified']);
  });

  it('takes a diver holding only PA as guided to the PA depth (PA-xx implies PE-xx)', () => {
    expectLawful(palanquee(20, [guide(N4), diver(['PA20'])]), 20);
  });

  it('treats a diver holding no aptitude as a beginner', () => {
    expect(checkPalanquee(palanquee(6, [guide(N4), diver([])])).maxDepthM).toBe(6);
  });
});

describe('extra GP/P4 divers', () => {
  it('adds extras holding GP on top of the 4 divers, down to 40 m', () => {
    expectLawful(palanquee(40, [guide(N4), ...times(4, diver(N2)), extra(N4), extra(MF1)]), 40);
  });

  it('refuses an extra without GP', () => {
    expect(rulesOf(palanquee(20, [guide(N4), diver(N1), extra(N3)]))).toEqual(['extra_not_guide']);
  });

  it('allows no extra at 60 m (the stricter reading of the annex)', () => {
    const check = checkPalanquee(palanquee(60, [guide(MF2), diver(N3), extra(N4)]));
    expect(check.maxDepthM).toBe(40);
    expect(check.problems.map((problem) => problem.rule)).toEqual(['too_deep_with_extra']);
    expectLawful(palanquee(60, [guide(MF2), diver(N3)]), 60);
  });
});

describe('exploration on air, autonomous (annex III-16b)', () => {
  it.each([
    ['0-12 m: PA-12', 12, N1_AUTONOMOUS],
    ['0-20 m: PA-20', 20, N2],
    ['0-40 m: PA-40', 40, N2_PA40],
    ['0-60 m: PA-60', 60, N3],
  ])('%s, 3 divers, is lawful at the bottom of its zone and not 1 m below', (_row, depthM, aptitudes) => {
    expectLawful(autonomous(depthM, times(3, diver(aptitudes))), depthM);
    const rules = rulesOf(autonomous(depthM + 1, times(3, diver(aptitudes))));
    expect(rules).toEqual(depthM === 60 ? ['too_deep_on_air'] : ['too_deep_for_autonomous']);
  });

  it('takes 2 or 3 autonomous divers, not 4', () => {
    expectLawful(autonomous(20, times(2, diver(N2))), 20);
    const check = checkPalanquee(autonomous(20, times(4, diver(N2))));
    expect(check.maxDepthM).toBe(0);
    expect(check.problems).toEqual([
      {
        rule: 'too_many_autonomous',
        article: 'annexe III-16 b',
        message: '4 plongeurs autonomes : 3 au plus',
      },
    ]);
  });

  it('needs PA from every member, at or beyond the planned depth', () => {
    expect(rulesOf(autonomous(12, [diver(N2), diver(N1)]))).toEqual(['autonomous_without_pa']);
    expect(checkPalanquee(autonomous(12, [diver(N2), diver(N1)])).maxDepthM).toBe(0);
    expect(checkPalanquee(autonomous(30, [diver(N3), diver(N2)])).problems[0]?.message).toBe(
      'Niveau PA-20 d’un plongeur autonome : 20 m au plus',
    );
  });

  it('never lets a minor dive autonomously, whatever the depth', () => {
    const check = checkPalanquee(autonomous(5, [diver(N3, { minor: true }), diver(N3)]));
    expect(check.maxDepthM).toBe(0);
    expect(check.problems).toEqual([
      {
        rule: 'minor_autonomous',
        article: 'annexe III-14 a',
        message: 'Un mineur ne plonge pas en autonomie',
      },
    ]);
  });

  it('takes a minor in a guided palanquée', () => {
    expectLawful(palanquee(20, [guide(N4), diver(N2, { minor: true })]), 40);
  });
});

describe('what a check of one palanquée follows', () => {
  it('1. needs at least 2 divers', () => {
    const check = checkPalanquee(autonomous(10, [diver(N3)]));
    expect(check.maxDepthM).toBe(0);
    expect(check.problems).toEqual([
      { rule: 'too_few_divers', article: 'A322-73', message: 'Une palanquée compte au moins 2 plongeurs' },
    ]);
    expectLawful(palanquee(20, [guide(N4), diver(N1)]), 20);
  });

  it('2. holds the team to its most restrictive member', () => {
    const members = [guide(MF2), diver(N3), diver(N2), diver(PE12_ONLY)];
    expect(checkPalanquee(palanquee(0, members)).maxDepthM).toBe(12);
    expect(checkPalanquee(palanquee(0, [guide(MF2), diver(N3), extra(N4)])).maxDepthM).toBe(40);
  });

  it('3. lists every problem once, in the same order whatever the order of the members', () => {
    const members = [diver(N1), guide(E2_TRAINEE), diver(PE12_ONLY), diver(N1), beginner()];
    const forward = checkPalanquee(palanquee(25, members));
    expect(forward.problems.map((problem) => problem.message)).toEqual([
      'Encadrant E2 : 20 m au plus',
      'Niveau PE-12 d’un plongeur : 12 m au plus',
      'Niveau PE-20 d’un plongeur : 20 m au plus',
      'Plongeur débutant : 6 m au plus',
    ]);
    expect(checkPalanquee(palanquee(25, [...members].reverse()))).toEqual(forward);
  });

  it('4. names its rule and article, in the reader’s language', () => {
    const tooMany = autonomous(20, times(4, diver(N2)));
    const message = (language: string) => checkPalanquee(tooMany, language).problems[0]?.message;
    expect(message('fr')).toBe('4 plongeurs autonomes : 3 au plus');
    expect(message('en')).toBe('4 autonomous divers: 3 at most');
    expect(message('de')).toBe('4 autonome Taucher: höchstens 3');
    expect(message('es')).toBe('4 buceadores autónomos: 3 como máximo');
    expect(message('it')).toBe('4 subacquei autonomi: al massimo 3');
    expect(message('en-GB')).toBe('4 autonomous divers: 3 at most');
    expect(message('pt')).toBe('4 plongeurs autonomes : 3 au plus');
    expect(checkPalanquee(tooMany).problems[0]?.message).toBe('4 plongeurs autonomes : 3 au plus');
  });
});
