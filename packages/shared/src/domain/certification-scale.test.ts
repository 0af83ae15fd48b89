import { describe, expect, it } from 'vitest';
import { CERTIFICATION_STEPS, certificationStep, everyLevelStep } from './certification-scale.ts';
import { ORGANISMS, type Organism } from './organisms.ts';

describe('certification scale', () => {
  it('places every level of every agency on a step of the common scale', () => {
    const unplaced = everyLevelStep().filter(({ step }) => step < 1 || step > CERTIFICATION_STEPS.length);
    expect(unplaced).toEqual([]);
  });

  it('never ranks a level below a lower level of the same recreational ladder', () => {
    for (const organism of Object.keys(ORGANISMS) as Organism[]) {
      // TDI's technical courses are a branch of their own after SDI's ladder, not its continuation.
      const ladder = ORGANISMS[organism].filter(([level]) => !level.startsWith('tdi_'));
      const steps = ladder.map(([level]) => certificationStep(organism, level));
      expect(steps, organism).toEqual([...steps].sort((a, b) => a - b));
    }
  });

  it('gives the equivalences a club expects across agencies', () => {
    expect(certificationStep('padi', 'padi_open_water')).toBe(certificationStep('ssi', 'ssi_open_water'));
    expect(certificationStep('cmas', 'cmas_1_star')).toBe(certificationStep('padi', 'padi_open_water'));
    expect(certificationStep('bsac', 'bsac_dive_leader')).toBe(certificationStep('padi', 'padi_divemaster'));
    expect(certificationStep('padi', 'padi_scuba_diver')).toBe(1);
    expect(certificationStep('naui', 'naui_instructor')).toBe(5);
    expect(certificationStep('ffessm', 'ffessm_n2')).toBe(certificationStep('padi', 'padi_open_water'));
    expect(certificationStep('ffessm', 'ffessm_n4')).toBe(certificationStep('padi', 'padi_divemaster'));
    expect(certificationStep('ffessm', 'ffessm_mf1')).toBe(5);
  });

  it('puts a diver without a certification, or with an unknown one, at step 0', () => {
    expect(certificationStep(null, null)).toBe(0);
    expect(certificationStep('padi', null)).toBe(0);
    expect(certificationStep('padi', 'cmas_1_star')).toBe(0);
    expect(certificationStep('unknown', 'padi_open_water')).toBe(0);
  });
});
