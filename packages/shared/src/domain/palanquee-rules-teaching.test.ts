import { describe, expect, it } from 'vitest';
import {
  autonomous,
  beginner,
  diver,
  expectLawful,
  extra,
  guide,
  INITIATEUR,
  INITIATEUR_GP,
  MF1,
  MF2,
  N1,
  N2,
  N3,
  N4,
  PE12_ONLY,
  palanquee,
  rulesOf,
  teaching,
  times,
} from './palanquee-rules.fixtures.ts';
import { checkPalanquee } from './palanquee-rules.ts';

describe('teaching on air (annex III-16a)', () => {
  it.each([
    ['0-6 m: baptism with an E1', 6, 'baptism', [guide(INITIATEUR), beginner()]],
    ['0-6 m: beginners with an E1', 6, 'teaching', [guide(INITIATEUR), ...times(4, beginner())]],
    [
      '0-12 m: toward PE-12 / PA-12 with an E2',
      12,
      'teaching',
      [guide(INITIATEUR_GP), beginner({ trainingToward: 'PE12' }), beginner({ trainingToward: 'PA12' })],
    ],
    [
      '0-20 m: beginners or PE-12 toward PE-20 / PA-20 with an E2',
      20,
      'teaching',
      [
        guide(INITIATEUR_GP),
        beginner({ trainingToward: 'PE20' }),
        diver(PE12_ONLY, { trainingToward: 'PA20' }),
      ],
    ],
    [
      '0-40 m: PE-20 or PA-20 toward PE-40 / PA-40 with an E3',
      40,
      'teaching',
      [guide(MF1), diver(N1, { trainingToward: 'PE40' }), diver(['PA20'], { trainingToward: 'PA40' })],
    ],
    [
      '0-60 m: PE-40 or PA-40 toward PE-60 / PA-60 with an E4',
      60,
      'teaching',
      [
        guide(MF2),
        ...times(3, diver(N2, { trainingToward: 'PE60' })),
        diver(['PA40'], { trainingToward: 'PA60' }),
      ],
    ],
  ] as const)('%s is lawful at the bottom of its zone', (_row, depthM, activity, members) => {
    expectLawful(palanquee(depthM, [...members], { activity }), depthM);
  });

  it.each([
    [
      'an E1 teaching beyond 6 m',
      7,
      [guide(INITIATEUR), beginner({ trainingToward: 'PE12' })],
      ['too_deep_for_guide'],
    ],
    [
      'training toward PE-12 beyond 12 m',
      13,
      [guide(MF1), beginner({ trainingToward: 'PE12' })],
      ['too_deep_for_training'],
    ],
    [
      'an E2 teaching beyond 20 m',
      21,
      [guide(INITIATEUR_GP), diver(N1, { trainingToward: 'PE40' })],
      ['too_deep_for_guide'],
    ],
    [
      'training toward PA-20 beyond 20 m',
      21,
      [guide(MF1), diver(N1, { trainingToward: 'PA20' })],
      ['too_deep_for_training'],
    ],
    [
      'an E3 teaching beyond 40 m',
      41,
      [guide(MF1), diver(N2, { trainingToward: 'PE60' })],
      ['too_deep_for_guide'],
    ],
    [
      'training toward PA-40 beyond 40 m',
      41,
      [guide(MF2), diver(N2, { trainingToward: 'PA40' })],
      ['too_deep_for_training'],
    ],
    [
      'teaching beyond 60 m on air',
      61,
      [guide(MF2), diver(N3, { trainingToward: 'PA60' })],
      ['too_deep_on_air'],
    ],
  ])('%s is a problem', (_case, depthM, members, rules) => {
    expect(rulesOf(teaching(depthM, members))).toEqual(rules);
  });

  it.each([
    [
      'PE-40 / PA-40 needs PE-20 or PA-20',
      'PE40',
      PE12_ONLY,
      'Formation vers PE-40 : il faut PE-20 ou PA-20',
    ],
    ['PE-60 / PA-60 needs PE-40 or PA-40', 'PA60', N1, 'Formation vers PA-60 : il faut PE-40 ou PA-40'],
  ])('training toward %s', (_case, toward, aptitudes, message) => {
    const check = checkPalanquee(teaching(10, [guide(MF2), diver(aptitudes, { trainingToward: toward })]));
    expect(check.maxDepthM).toBe(0);
    expect(check.problems).toEqual([{ rule: 'training_prerequisite', article: 'annexe III-16 a', message }]);
  });

  it('takes one diver per instructor on a baptism, at 6 m', () => {
    expect(
      rulesOf(palanquee(6, [guide(INITIATEUR), beginner(), beginner()], { activity: 'baptism' })),
    ).toEqual(['baptism_one_diver']);
    expect(rulesOf(palanquee(7, [guide(MF1), beginner()], { activity: 'baptism' }))).toEqual([
      'too_deep_for_baptism',
    ]);
  });

  it('takes 4 trainees besides the instructor, not 5 (an earlier annex said 3 at 0-40 m)', () => {
    expectLawful(teaching(40, [guide(MF1), ...times(4, diver(N1, { trainingToward: 'PE40' }))]), 40);
    expect(rulesOf(teaching(40, [guide(MF1), ...times(5, diver(N1, { trainingToward: 'PE40' }))]))).toEqual([
      'too_many_divers',
    ]);
  });

  it('needs an instructor with a teaching level: a GP alone does not teach', () => {
    expect(rulesOf(teaching(6, [guide(N4), beginner()]))).toEqual(['instructor_not_qualified']);
  });

  it('keeps a diver training toward something else in their own guided zone', () => {
    expect(checkPalanquee(teaching(20, [guide(MF1), diver(N2, { trainingToward: 'GP' })])).maxDepthM).toBe(
      40,
    );
    expect(checkPalanquee(teaching(6, [guide(MF1), beginner()])).maxDepthM).toBe(6);
  });

  it('has no autonomous teaching nor baptism', () => {
    for (const activity of ['teaching', 'baptism'] as const)
      expect(checkPalanquee(autonomous(6, [diver(N3), diver(N3)], { activity }))).toEqual({
        maxDepthM: 0,
        problems: [
          {
            rule: 'autonomous_teaching',
            article: 'annexe III-16 a',
            message: 'Pas d’autonomie en enseignement ni en baptême : un moniteur encadre la palanquée',
          },
        ],
      });
  });

  it('adds an extra GP in teaching down to 40 m, not at 60 m', () => {
    expectLawful(teaching(40, [guide(MF1), diver(N1, { trainingToward: 'PE40' }), extra(N4)]), 40);
    expect(rulesOf(teaching(60, [guide(MF2), diver(N2, { trainingToward: 'PE60' }), extra(N4)]))).toEqual([
      'too_deep_with_extra',
    ]);
  });
});
