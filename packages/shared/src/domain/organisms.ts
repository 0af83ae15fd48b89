/**
 * Certification organisations and their real certification ladders, lowest first.
 * Level keys are stable identifiers stored in User.Diving_level; labels are the organisations' own names.
 */
export const ORGANISMS = {
  // The French federation's ladder, written as the federation writes it; the web app also has these
  // names in its other languages (levels.* in its translations).
  ffessm: [
    ['ffessm_n1', 'Niveau 1'],
    ['ffessm_n2', 'Niveau 2'],
    ['ffessm_n3', 'Niveau 3'],
    ['ffessm_n4', 'Niveau 4 – Guide de palanquée'],
    ['ffessm_n5', 'Niveau 5'],
    ['ffessm_initiateur', 'Initiateur'],
    ['ffessm_mf1', 'MF1'],
    ['ffessm_mf2', 'MF2'],
  ],
  padi: [
    ['padi_scuba_diver', 'Scuba Diver'],
    ['padi_open_water', 'Open Water Diver'],
    ['padi_adventure', 'Adventure Diver'],
    ['padi_advanced_open_water', 'Advanced Open Water Diver'],
    ['padi_rescue', 'Rescue Diver'],
    ['padi_master_scuba_diver', 'Master Scuba Diver'],
    ['padi_divemaster', 'Divemaster'],
    ['padi_assistant_instructor', 'Assistant Instructor'],
    ['padi_open_water_instructor', 'Open Water Scuba Instructor'],
    ['padi_msdt', 'Master Scuba Diver Trainer'],
    ['padi_idc_staff', 'IDC Staff Instructor'],
    ['padi_master_instructor', 'Master Instructor'],
    ['padi_course_director', 'Course Director'],
  ],
  cmas: [
    ['cmas_1_star', '1 Star Diver'],
    ['cmas_2_star', '2 Star Diver'],
    ['cmas_3_star', '3 Star Diver'],
    ['cmas_4_star', '4 Star Diver'],
    ['cmas_1_star_instructor', '1 Star Instructor'],
    ['cmas_2_star_instructor', '2 Star Instructor'],
    ['cmas_3_star_instructor', '3 Star Instructor'],
  ],
  naui: [
    ['naui_scuba_diver', 'Scuba Diver'],
    ['naui_advanced_scuba_diver', 'Advanced Scuba Diver'],
    ['naui_rescue_scuba_diver', 'Rescue Scuba Diver'],
    ['naui_master_scuba_diver', 'Master Scuba Diver'],
    ['naui_divemaster', 'Divemaster'],
    ['naui_assistant_instructor', 'Assistant Instructor'],
    ['naui_instructor', 'Instructor'],
    ['naui_instructor_trainer', 'Instructor Trainer'],
  ],
  bsac: [
    ['bsac_ocean_diver', 'Ocean Diver'],
    ['bsac_sports_diver', 'Sports Diver'],
    ['bsac_dive_leader', 'Dive Leader'],
    ['bsac_advanced_diver', 'Advanced Diver'],
    ['bsac_first_class_diver', 'First Class Diver'],
    ['bsac_assistant_instructor', 'Assistant Diving Instructor'],
    ['bsac_open_water_instructor', 'Open Water Instructor'],
    ['bsac_advanced_instructor', 'Advanced Instructor'],
    ['bsac_national_instructor', 'National Instructor'],
  ],
  ssi: [
    ['ssi_scuba_diver', 'Scuba Diver'],
    ['ssi_open_water', 'Open Water Diver'],
    ['ssi_advanced_adventurer', 'Advanced Adventurer'],
    ['ssi_stress_rescue', 'Stress & Rescue'],
    ['ssi_advanced_open_water', 'Advanced Open Water Diver'],
    ['ssi_master_diver', 'Master Diver'],
    ['ssi_dive_guide', 'Dive Guide'],
    ['ssi_divemaster', 'Divemaster'],
    ['ssi_assistant_instructor', 'Assistant Instructor'],
    ['ssi_open_water_instructor', 'Open Water Instructor'],
    ['ssi_instructor_trainer', 'Instructor Trainer'],
  ],
  sdi_tdi: [
    ['sdi_open_water', 'SDI Open Water Scuba Diver'],
    ['sdi_advanced_adventure', 'SDI Advanced Adventure Diver'],
    ['sdi_rescue', 'SDI Rescue Diver'],
    ['sdi_master_scuba_diver', 'SDI Master Scuba Diver'],
    ['sdi_divemaster', 'SDI Divemaster'],
    ['tdi_nitrox', 'TDI Nitrox Diver'],
    ['tdi_advanced_nitrox', 'TDI Advanced Nitrox Diver'],
    ['tdi_decompression_procedures', 'TDI Decompression Procedures Diver'],
    ['tdi_extended_range', 'TDI Extended Range Diver'],
    ['tdi_trimix', 'TDI Trimix Diver'],
    ['tdi_advanced_trimix', 'TDI Advanced Trimix Diver'],
  ],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

export type Organism = keyof typeof ORGANISMS;
export const ORGANISM_KEYS = Object.keys(ORGANISMS) as Organism[];

export function isOrganism(value: string): value is Organism {
  return Object.hasOwn(ORGANISMS, value);
}

export function levelsOf(organism: Organism): readonly (readonly [string, string])[] {
  return ORGANISMS[organism];
}

/** A diving level is valid only within its organism's ladder; no organism means no level. */
export function isLevelOf(organism: string | null, level: string | null): boolean {
  if (level === null) return true;
  if (organism === null || !isOrganism(organism)) return false;
  return ORGANISMS[organism].some(([key]) => key === level);
}
