import { describe, expect, it } from 'vitest';
import { aptitudesOf } from './aptitudes.ts';
import { type DiveDirectorLevel, diveDirectorProblems } from './dive-director.ts';
import type { DiveActivity } from './dive-plan.ts';

const diveDirectorLevel = (
  level: string | null,
  activities: DiveActivity[],
  organism: string | null = 'ffessm',
  assigned: string[] = [],
): DiveDirectorLevel => ({
  activities,
  aptitudes: aptitudesOf({ organism, level, qualifications: [], assigned }),
  organism,
  level,
});

const rulesOf = (diveDirector: DiveDirectorLevel) =>
  diveDirectorProblems(diveDirector).map((problem) => problem.rule);

describe('divingDirectorProblems (A322-72, annex III-15a)', () => {
  it.each([
    ['ffessm_n3', ['director_for_exploration']],
    ['ffessm_n4', ['director_for_exploration']],
    ['ffessm_initiateur', ['director_for_exploration']],
    ['ffessm_n5', []],
    ['ffessm_mf1', []],
    ['ffessm_mf2', []],
  ])('exploration directed by %s: %j', (level, rules) => {
    expect(rulesOf(diveDirectorLevel(level, ['exploration']))).toEqual(rules);
  });

  it.each([
    ['ffessm_n4', ['director_for_teaching']],
    ['ffessm_n5', ['director_for_teaching']],
    ['ffessm_initiateur', ['director_for_teaching']],
    ['ffessm_mf1', []],
    ['ffessm_mf2', []],
  ])('teaching and baptisms directed by %s: %j', (level, rules) => {
    expect(rulesOf(diveDirectorLevel(level, ['teaching']))).toEqual(rules);
    expect(rulesOf(diveDirectorLevel(level, ['baptism']))).toEqual(rules);
  });

  it('lists exploration then teaching when the card allows neither', () => {
    expect(diveDirectorProblems(diveDirectorLevel('ffessm_n2', ['baptism', 'exploration']))).toEqual([
      {
        rule: 'director_for_exploration',
        article: 'annexe III-15 a',
        message: 'Directeur de plongée en exploration : il faut un N5 (DPE) ou un MF1 au moins',
      },
      {
        rule: 'director_for_teaching',
        article: 'annexe III-15 a',
        message: 'Directeur de plongée en enseignement : il faut un MF1 (E3) au moins',
      },
    ]);
  });

  it('speaks the reader’s language, French when unknown', () => {
    const diveDirector = diveDirectorLevel(null, ['teaching'], null);
    expect(diveDirectorProblems(diveDirector, 'en')[0]?.message).toBe(
      'Dive director in teaching: needs MF1 (E3) at least',
    );
    expect(diveDirectorProblems(diveDirector, 'xx')[0]?.message).toBe(
      'Directeur de plongée en enseignement : il faut un MF1 (E3) au moins',
    );
  });

  it('accepts an E3 the dive director assigned after a foreign card (A322-77)', () => {
    expect(
      rulesOf(diveDirectorLevel('padi_open_water_instructor', ['exploration', 'teaching'], 'padi', ['E3'])),
    ).toEqual([]);
    expect(rulesOf(diveDirectorLevel('padi_divemaster', ['exploration'], 'padi', ['GP']))).toEqual([
      'director_for_exploration',
    ]);
  });

  it('asks nothing of an outing without dives', () => {
    expect(diveDirectorProblems(diveDirectorLevel(null, [], null))).toEqual([]);
  });
});
