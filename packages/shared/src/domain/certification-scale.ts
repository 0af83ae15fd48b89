import { isOrganism, ORGANISMS, type Organism } from './organisms.ts';

/**
 * One scale for every agency's certifications, so that an outing can ask for a minimum level whatever
 * card its divers hold. The steps follow ISO 24801 (recreational diver training) and ISO 24802
 * (instructors), with one step between autonomous and dive leader for divers trained deeper and in
 * rescue: what a club means by "N2 and above" or "Advanced and above".
 * 0 means no minimum; a diver without a declared certification is at step 0.
 */
export const CERTIFICATION_STEPS = [
  'supervised', // ISO 24801-1: dives to 12 m with a professional
  'autonomous', // ISO 24801-2: dives to 18–20 m with a buddy
  'advanced', // deeper autonomous dives (30–40 m), rescue-trained
  'dive_leader', // ISO 24801-3: guides other divers
  'instructor', // ISO 24802
] as const;
export type CertificationStep = (typeof CERTIFICATION_STEPS)[number];

/** The highest step: `Min_level` runs from 0 (none) to this. */
export const MAX_CERTIFICATION_STEP = CERTIFICATION_STEPS.length;

/** The step (1-based, as `Min_level` counts) of each agency's level, lowest level first. */
const STEP_OF_LEVEL: Record<Organism, Record<string, number>> = {
  // FFESSM's own equivalences: N1 is ISO 24801-1, N2 24801-2, N4 24801-3, the instructors 24802.
  ffessm: {
    ffessm_n1: 1,
    ffessm_n2: 2,
    ffessm_n3: 3,
    ffessm_n4: 4,
    ffessm_n5: 4,
    ffessm_initiateur: 5,
    ffessm_mf1: 5,
    ffessm_mf2: 5,
  },
  padi: {
    padi_scuba_diver: 1,
    padi_open_water: 2,
    padi_adventure: 2,
    padi_advanced_open_water: 3,
    padi_rescue: 3,
    padi_master_scuba_diver: 3,
    padi_divemaster: 4,
    padi_assistant_instructor: 5,
    padi_open_water_instructor: 5,
    padi_msdt: 5,
    padi_idc_staff: 5,
    padi_master_instructor: 5,
    padi_course_director: 5,
  },
  cmas: {
    cmas_1_star: 2,
    cmas_2_star: 3,
    cmas_3_star: 4,
    cmas_4_star: 4,
    cmas_1_star_instructor: 5,
    cmas_2_star_instructor: 5,
    cmas_3_star_instructor: 5,
  },
  naui: {
    naui_scuba_diver: 2,
    naui_advanced_scuba_diver: 3,
    naui_rescue_scuba_diver: 3,
    naui_master_scuba_diver: 3,
    naui_divemaster: 4,
    naui_assistant_instructor: 5,
    naui_instructor: 5,
    naui_instructor_trainer: 5,
  },
  bsac: {
    bsac_ocean_diver: 2,
    bsac_sports_diver: 3,
    bsac_dive_leader: 4,
    bsac_advanced_diver: 4,
    bsac_first_class_diver: 4,
    bsac_assistant_instructor: 5,
    bsac_open_water_instructor: 5,
    bsac_advanced_instructor: 5,
    bsac_national_instructor: 5,
  },
  ssi: {
    ssi_scuba_diver: 1,
    ssi_open_water: 2,
    ssi_advanced_adventurer: 2,
    ssi_stress_rescue: 3,
    ssi_advanced_open_water: 3,
    ssi_master_diver: 3,
    ssi_dive_guide: 4,
    ssi_divemaster: 4,
    ssi_assistant_instructor: 5,
    ssi_open_water_instructor: 5,
    ssi_instructor_trainer: 5,
  },
  sdi_tdi: {
    sdi_open_water: 2,
    sdi_advanced_adventure: 3,
    sdi_rescue: 3,
    sdi_master_scuba_diver: 3,
    sdi_divemaster: 4,
    // Technical courses all start from an advanced certification.
    tdi_nitrox: 3,
    tdi_advanced_nitrox: 3,
    tdi_decompression_procedures: 3,
    tdi_extended_range: 3,
    tdi_trimix: 3,
    tdi_advanced_trimix: 3,
  },
};

/** Where a diver's declared certification sits on the common scale: 0 when none or unknown. */
export function certificationStep(organism: string | null, level: string | null): number {
  if (organism === null || level === null || !isOrganism(organism)) return 0;
  return STEP_OF_LEVEL[organism][level] ?? 0;
}

/** Every level of every agency, with its step: what the tests check is complete. */
export function everyLevelStep(): { organism: Organism; level: string; step: number }[] {
  return (Object.keys(ORGANISMS) as Organism[]).flatMap((organism) =>
    ORGANISMS[organism].map(([level]) => ({
      organism,
      level,
      step: STEP_OF_LEVEL[organism][level] ?? 0,
    })),
  );
}
