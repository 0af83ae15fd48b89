import { describe, expect, it } from 'vitest';
import { APTITUDE_CODES, aptitudeLabel, aptitudesOf, type Diver, highestAptitudes } from './aptitudes.ts';
import { ORGANISMS } from './organisms.ts';

const ffessm = (level: string, qualifications: string[] = []): Diver => ({
  organism: 'ffessm',
  level,
  qualifications,
  assigned: [],
});

describe('aptitudesOf: what a FFESSM card gives (annex III-14b), lower aptitudes implied', () => {
  it.each([
    ['ffessm_n1', ['PE12', 'PE20']],
    ['ffessm_n2', ['PE12', 'PE20', 'PE40', 'PA12', 'PA20']],
    ['ffessm_n3', ['PE12', 'PE20', 'PE40', 'PE60', 'PA12', 'PA20', 'PA40', 'PA60']],
    ['ffessm_n4', ['PE12', 'PE20', 'PE40', 'PE60', 'PA12', 'PA20', 'PA40', 'PA60', 'GP']],
    ['ffessm_n5', ['PE12', 'PE20', 'PE40', 'PE60', 'PA12', 'PA20', 'PA40', 'PA60', 'GP']],
    ['ffessm_initiateur', ['PE12', 'PE20', 'PE40', 'PA12', 'PA20', 'E1']],
    ['ffessm_mf1', ['PE12', 'PE20', 'PE40', 'PE60', 'PA12', 'PA20', 'PA40', 'PA60', 'GP', 'E1', 'E2', 'E3']],
    [
      'ffessm_mf2',
      ['PE12', 'PE20', 'PE40', 'PE60', 'PA12', 'PA20', 'PA40', 'PA60', 'GP', 'E1', 'E2', 'E3', 'E4'],
    ],
  ])('%s gives %j', (level, expected) => {
    expect(aptitudesOf(ffessm(level))).toEqual(expected);
  });

  it('covers every level of the FFESSM ladder', () => {
    for (const [level] of ORGANISMS.ffessm)
      expect(aptitudesOf(ffessm(level)).length, level).toBeGreaterThan(0);
  });

  it('adds qualifications held apart from the card', () => {
    expect(aptitudesOf(ffessm('ffessm_n1', ['PA12']))).toEqual(['PE12', 'PE20', 'PA12']);
    expect(aptitudesOf(ffessm('ffessm_n2', ['PA40']))).toEqual([
      'PE12',
      'PE20',
      'PE40',
      'PA12',
      'PA20',
      'PA40',
    ]);
    expect(aptitudesOf(ffessm('ffessm_n2', ['PN20']))).toContain('PN20');
    expect(aptitudesOf(ffessm('ffessm_n3', ['PNC']))).toEqual(expect.arrayContaining(['PN20', 'PNC']));
  });

  it('teaches at E2 an initiateur who is also a guide de palanquée', () => {
    const initiateurGuide: Diver = { ...ffessm('ffessm_initiateur'), assigned: ['GP'] };
    expect(aptitudesOf(initiateurGuide)).toEqual(expect.arrayContaining(['GP', 'E1', 'E2']));
    expect(aptitudesOf(ffessm('ffessm_initiateur'))).not.toContain('E2');
  });

  it('gives nothing for a foreign card but what the dive director assigned (A322-77)', () => {
    expect(
      aptitudesOf({ organism: 'padi', level: 'padi_advanced_open_water', qualifications: [], assigned: [] }),
    ).toEqual([]);
    expect(
      aptitudesOf({
        organism: 'padi',
        level: 'padi_advanced_open_water',
        qualifications: [],
        assigned: ['PA40'],
      }),
    ).toEqual(['PE12', 'PE20', 'PE40', 'PA12', 'PA20', 'PA40']);
    expect(aptitudesOf({ organism: 'cmas', level: 'cmas_2_star', qualifications: [], assigned: [] })).toEqual(
      [],
    );
  });

  it('implies the lower teaching levels and confirmed nitrox implies nitrox', () => {
    expect(aptitudesOf({ organism: null, level: null, qualifications: [], assigned: ['E3'] })).toEqual([
      'E1',
      'E2',
      'E3',
    ]);
    expect(aptitudesOf({ organism: null, level: null, qualifications: ['PNC'], assigned: [] })).toEqual([
      'PN20',
      'PNC',
    ]);
  });

  it('ignores unknown codes and levels, and gives nothing without a card', () => {
    expect(
      aptitudesOf({ organism: 'ffessm', level: 'ffessm_n9', qualifications: ['X'], assigned: ['Z'] }),
    ).toEqual([]);
    expect(aptitudesOf({ organism: null, level: null, qualifications: [], assigned: [] })).toEqual([]);
    // A qualification cannot carry a guide's or teacher's aptitude: those come with a card or an assignment.
    expect(aptitudesOf({ organism: null, level: null, qualifications: ['GP', 'E4'], assigned: [] })).toEqual(
      [],
    );
  });

  it('writes aptitudes as the federation does', () => {
    expect(APTITUDE_CODES.map(aptitudeLabel)).toEqual([
      'PE-12',
      'PE-20',
      'PE-40',
      'PE-60',
      'PA-12',
      'PA-20',
      'PA-40',
      'PA-60',
      'PN-20',
      'PN-C',
      'GP',
      'E1',
      'E2',
      'E3',
      'E4',
    ]);
  });

  it('shows the highest aptitude of each family only', () => {
    expect(highestAptitudes(['PE12', 'PE20', 'PE40', 'PA12', 'PA20'])).toEqual(['PE40', 'PA20']);
    expect(
      highestAptitudes([
        'PE12',
        'PE20',
        'PE40',
        'PE60',
        'PA12',
        'PA20',
        'PA40',
        'PA60',
        'GP',
        'E1',
        'E2',
        'E3',
      ]),
    ).toEqual(['PE60', 'PA60', 'GP', 'E3']);
    expect(highestAptitudes(['PN20', 'PNC'])).toEqual(['PNC']);
    expect(highestAptitudes([])).toEqual([]);
  });
});
