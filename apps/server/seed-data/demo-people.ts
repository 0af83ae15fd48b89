import type { Subject } from './underwater-art.ts';

/** The demo club's people: the demo accounts' profiles, the other members, everyone's avatar. */

export interface DemoProfile {
  practiceType: number;
  organism: string | null;
  divingLevel: string | null;
  languageKey: 'fr' | 'en';
  countryCode: string;
  jobTitle?: string;
}

/** Profiles of the demo accounts, by e-mail (practice type bits: snorkeler 2, diver 4). */
export const DEMO_PROFILES: Record<string, DemoProfile> = {
  'manager@demo.localhost': {
    practiceType: 6,
    organism: 'ffessm',
    divingLevel: 'ffessm_mf2',
    languageKey: 'fr',
    countryCode: 'FR',
    jobTitle: 'Directrice de plongée',
  },
  'marin@demo.localhost': {
    practiceType: 6,
    organism: 'ffessm',
    divingLevel: 'ffessm_n3',
    languageKey: 'fr',
    countryCode: 'FR',
  },
  'lea@demo.localhost': {
    practiceType: 2,
    organism: null,
    divingLevel: null,
    languageKey: 'fr',
    countryCode: 'FR',
  },
  'tom@demo.localhost': {
    practiceType: 4,
    organism: 'padi',
    divingLevel: 'padi_advanced_open_water',
    languageKey: 'en',
    countryCode: 'GB',
  },
};

/**
 * Members of the demo club who cannot sign in (no password; a reset by e-mail would give them one):
 * the club's other faces, who like pictures, comment and send videos.
 */
export interface DemoMember {
  email: string;
  firstname: string;
  lastname: string;
}

export const DEMO_OTHER_MEMBERS: readonly DemoMember[] = [
  { email: 'camille@demo.localhost', firstname: 'Camille', lastname: 'Fabre' },
  { email: 'hugo@demo.localhost', firstname: 'Hugo', lastname: 'Marchetti' },
  { email: 'ines@demo.localhost', firstname: 'Inès', lastname: 'Benali' },
  { email: 'julien@demo.localhost', firstname: 'Julien', lastname: 'Castel' },
  { email: 'sofia@demo.localhost', firstname: 'Sofia', lastname: 'Lindqvist' },
  { email: 'nicolas@demo.localhost', firstname: 'Nicolas', lastname: 'Roux' },
  { email: 'agnes@demo.localhost', firstname: 'Agnès', lastname: 'Morel' },
  { email: 'pierre@demo.localhost', firstname: 'Pierre', lastname: 'Lambert' },
];

Object.assign(DEMO_PROFILES, {
  'camille@demo.localhost': {
    practiceType: 6,
    organism: 'ffessm',
    divingLevel: 'ffessm_n1',
    languageKey: 'fr',
    countryCode: 'FR',
  },
  'hugo@demo.localhost': {
    practiceType: 4,
    organism: 'ffessm',
    divingLevel: 'ffessm_initiateur',
    languageKey: 'fr',
    countryCode: 'FR',
  },
  'ines@demo.localhost': {
    practiceType: 3,
    organism: null,
    divingLevel: null,
    languageKey: 'fr',
    countryCode: 'FR',
  },
  'julien@demo.localhost': {
    practiceType: 4,
    organism: 'ffessm',
    divingLevel: 'ffessm_n4',
    languageKey: 'fr',
    countryCode: 'FR',
  },
  'sofia@demo.localhost': {
    practiceType: 4,
    organism: 'padi',
    divingLevel: 'padi_rescue',
    languageKey: 'en',
    countryCode: 'SE',
  },
  'nicolas@demo.localhost': {
    practiceType: 4,
    organism: 'ffessm',
    divingLevel: 'ffessm_n2',
    languageKey: 'fr',
    countryCode: 'FR',
  },
  'agnes@demo.localhost': {
    practiceType: 4,
    organism: 'ffessm',
    divingLevel: 'ffessm_n5',
    languageKey: 'fr',
    countryCode: 'FR',
  },
  'pierre@demo.localhost': {
    practiceType: 6,
    organism: 'ffessm',
    divingLevel: 'ffessm_mf1',
    languageKey: 'fr',
    countryCode: 'FR',
  },
} satisfies Record<string, DemoProfile>);

/** Each member's avatar: a drawn sea creature, square. */
export const DEMO_AVATARS: Record<string, { subject: Subject; seed: number }> = {
  'manager@demo.localhost': { subject: 'diver', seed: 41 },
  'marin@demo.localhost': { subject: 'octopus', seed: 42 },
  'lea@demo.localhost': { subject: 'starfish', seed: 43 },
  'tom@demo.localhost': { subject: 'grouper', seed: 44 },
  'camille@demo.localhost': { subject: 'moray', seed: 45 },
  'hugo@demo.localhost': { subject: 'wreck', seed: 46 },
  'ines@demo.localhost': { subject: 'seagrass', seed: 47 },
  'julien@demo.localhost': { subject: 'barracudas', seed: 48 },
  'sofia@demo.localhost': { subject: 'gorgonians', seed: 49 },
  'nicolas@demo.localhost': { subject: 'octopus', seed: 50 },
  'agnes@demo.localhost': { subject: 'moray', seed: 51 },
  'pierre@demo.localhost': { subject: 'grouper', seed: 52 },
};
