/**
 * What French law lets a diver do (Code du sport, annex III-14a), read from their card (annex III-14b),
 * the qualifications they hold apart from it, and what the club's dive director assigned them after
 * checking a foreign card (A322-77). `../shared/DIVE-RULES.md` has the tables and their sources.
 */

/** Every aptitude, in the order they are shown: guided, autonomous, nitrox, guide, teaching. */
export const APTITUDE_CODES = [
  'PE12',
  'PE20',
  'PE40',
  'PE60',
  'PA12',
  'PA20',
  'PA40',
  'PA60',
  'PN20',
  'PNC',
  'GP',
  'E1',
  'E2',
  'E3',
  'E4',
] as const;
export type Aptitude = (typeof APTITUDE_CODES)[number];

/** How the federation writes them: `PE-40`, `PN-C`. */
export function aptitudeLabel(aptitude: Aptitude): string {
  return aptitude.replace(/^(PE|PA|PN)(\d+|C)$/, '$1-$2');
}

/**
 * Qualifications a diver may hold apart from their card: a separate PE or PA of a depth (a N2 diver
 * adding PA-40, a N1 "incluant l'autonomie" holding PA-12), nitrox and confirmed nitrox.
 */
export const QUALIFICATION_CODES = [
  'PE12',
  'PA12',
  'PE40',
  'PA40',
  'PE60',
  'PA60',
  'PN20',
  'PNC',
] as const satisfies readonly Aptitude[];
export type Qualification = (typeof QUALIFICATION_CODES)[number];

/** What each FFESSM card gives by itself (annex III-14b), before the implied lower aptitudes. */
const FFESSM_LEVEL_APTITUDES: Record<string, readonly Aptitude[]> = {
  ffessm_n1: ['PE20'],
  ffessm_n2: ['PE40', 'PA20'],
  ffessm_n3: ['PE60', 'PA60'],
  ffessm_n4: ['GP', 'PE60', 'PA60'],
  // N5 adds being dive director in exploration, which is not an aptitude of the annex.
  ffessm_n5: ['GP', 'PE60', 'PA60'],
  // Initiateur training starts from a N2 at least.
  ffessm_initiateur: ['E1', 'PE40', 'PA20'],
  // MF1 and MF2 are held by N4 divers.
  ffessm_mf1: ['E3', 'GP', 'PE60', 'PA60'],
  ffessm_mf2: ['E4', 'GP', 'PE60', 'PA60'],
};

/** A higher aptitude of a kind implies the lower ones; PA-xx implies PE-xx. */
const IMPLIES: Partial<Record<Aptitude, readonly Aptitude[]>> = {
  PE20: ['PE12'],
  PE40: ['PE20'],
  PE60: ['PE40'],
  PA12: ['PE12'],
  PA20: ['PA12', 'PE20'],
  PA40: ['PA20', 'PE40'],
  PA60: ['PA40', 'PE60'],
  PNC: ['PN20'],
  E2: ['E1'],
  E3: ['E2'],
  E4: ['E3'],
};

export interface Diver {
  organism: string | null;
  level: string | null;
  /** Held apart from the card. */
  qualifications: readonly string[];
  /** Assigned by the club's dive director after checking the card (a foreign card gives none by law). */
  assigned: readonly string[];
}

export function isAptitude(value: string): value is Aptitude {
  return (APTITUDE_CODES as readonly string[]).includes(value);
}

export function isQualification(value: string): value is Qualification {
  return (QUALIFICATION_CODES as readonly string[]).includes(value);
}

/** The aptitudes a FFESSM card gives by itself; none for any other card or none at all. */
export function divingLevelAptitudes(organism: string | null, level: string | null): readonly Aptitude[] {
  if (organism !== 'ffessm' || level === null) return [];
  return FFESSM_LEVEL_APTITUDES[level] ?? [];
}

/** Every aptitude the diver holds, the implied ones included, in APTITUDE_CODES order. */
export function aptitudesOf(diver: Diver): Aptitude[] {
  const held = new Set<Aptitude>();
  const add = (aptitude: Aptitude) => {
    if (held.has(aptitude)) return;
    held.add(aptitude);
    for (const lower of IMPLIES[aptitude] ?? []) add(lower);
  };
  for (const aptitude of divingLevelAptitudes(diver.organism, diver.level)) add(aptitude);
  for (const code of diver.qualifications) if (isQualification(code)) add(code);
  for (const code of diver.assigned) if (isAptitude(code)) add(code);
  // An initiateur who is also a guide de palanquée teaches at E2 (annex III-15b).
  if (held.has('E1') && held.has('GP')) add('E2');
  return APTITUDE_CODES.filter((code) => held.has(code));
}

/** Whether the card gives aptitudes by itself (FFESSM); otherwise the dive director assigns them. */
export function divingLevelGivesAptitudes(organism: string | null): boolean {
  return organism === 'ffessm';
}

/** The family of an aptitude: `PE40` -> `PE`, `E3` -> `E`, `PNC` -> `PN`, `GP` -> `GP`. */
const familyOf = (aptitude: Aptitude) => aptitude.replace(/(\d+|C)$/, '');

/**
 * The aptitudes worth showing in a list of divers: the highest of each family (`PE-40`, not also `PE-20` and
 * `PE-12`, which it implies), in the order of APTITUDE_CODES.
 */
export function highestAptitudes(aptitudes: readonly Aptitude[]): Aptitude[] {
  const highest = new Map<string, Aptitude>();
  for (const code of APTITUDE_CODES) if (aptitudes.includes(code)) highest.set(familyOf(code), code);
  return APTITUDE_CODES.filter((code) => highest.get(familyOf(code)) === code);
}
