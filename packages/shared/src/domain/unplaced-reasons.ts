import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../constants.ts';

/**
 * Why "Propose" (`propose-palanquees.ts`) left a diver out of every palanquée: the dive director places
 * them by hand. Reasons are data; `unplacedMessage` words them in the reader's language.
 */
export type UnplacedReason =
  /** A trainee: no instructor of the level their training needs (1 to 4: E1 to E4) is free. */
  | { code: 'no_instructor'; level: number }
  /** A baptism: no E1 or higher instructor is free (one baptism per instructor). */
  | { code: 'no_baptism_instructor' }
  /** The diver's aptitudes do not allow the training they asked for (a prerequisite is missing). */
  | { code: 'training_not_allowed' }
  /** A guided diver: no guide free for their depth (4 divers per guide at most). */
  | { code: 'no_guide'; depthM: number }
  /** An autonomous diver alone: no partner, and no room in a guided palanquée. */
  | { code: 'no_partner' };

export type UnplacedReasonCode = UnplacedReason['code'];

export const UNPLACED_REASON_CODES = [
  'no_instructor',
  'no_baptism_instructor',
  'training_not_allowed',
  'no_guide',
  'no_partner',
] as const satisfies readonly UnplacedReasonCode[];

interface Texts {
  no_instructor: (level: number) => string;
  no_baptism_instructor: string;
  training_not_allowed: string;
  no_guide: (depthM: number) => string;
  no_partner: string;
}

const TEXTS: Record<InterfaceLanguage, Texts> = {
  fr: {
    no_instructor: (level) =>
      `Aucun encadrant E${level} ou plus n’est libre pour cette formation (4 élèves au plus par encadrant).`,
    no_baptism_instructor:
      'Aucun encadrant E1 ou plus n’est libre : un baptême se fait seul avec son encadrant.',
    training_not_allowed: 'Ses aptitudes ne permettent pas cette formation : le niveau préalable manque.',
    no_guide: (depthM) =>
      `Aucun guide de palanquée libre pour plonger encadré à ${depthM} m (4 plongeurs au plus par guide).`,
    no_partner: 'Aucun autre plongeur autonome pour faire équipe, ni de place dans une palanquée encadrée.',
  },
  en: {
    no_instructor: (level) =>
      `No E${level} or higher instructor is free for this training (4 trainees per instructor at most).`,
    no_baptism_instructor: 'No E1 or higher instructor is free: a baptism dives alone with its instructor.',
    training_not_allowed: 'Their aptitudes do not allow this training: the level it requires is missing.',
    no_guide: (depthM) =>
      `No dive guide is free to lead a guided dive at ${depthM} m (4 divers per guide at most).`,
    no_partner: 'No other autonomous diver to team up with, and no room in a guided palanquée.',
  },
  de: {
    no_instructor: (level) =>
      `Kein Ausbilder E${level} oder höher ist für diese Ausbildung frei (höchstens 4 Schüler pro Ausbilder).`,
    no_baptism_instructor:
      'Kein Ausbilder E1 oder höher ist frei: ein Schnuppertauchgang findet allein mit dem Ausbilder statt.',
    training_not_allowed:
      'Die Tauchberechtigungen erlauben diese Ausbildung nicht: die vorausgesetzte Stufe fehlt.',
    no_guide: (depthM) =>
      `Kein Gruppenführer ist für einen geführten Tauchgang auf ${depthM} m frei (höchstens 4 Taucher pro Führer).`,
    no_partner: 'Kein anderer autonomer Taucher als Partner und kein Platz in einer geführten Gruppe.',
  },
  es: {
    no_instructor: (level) =>
      `Ningún instructor E${level} o superior está libre para esta formación (4 alumnos por instructor como máximo).`,
    no_baptism_instructor:
      'Ningún instructor E1 o superior está libre: un bautismo se hace a solas con su instructor.',
    training_not_allowed: 'Sus aptitudes no permiten esta formación: falta el nivel previo.',
    no_guide: (depthM) =>
      `Ningún guía de grupo está libre para una inmersión guiada a ${depthM} m (4 buceadores por guía como máximo).`,
    no_partner: 'Ningún otro buceador autónomo con quien formar equipo, ni sitio en un grupo guiado.',
  },
  it: {
    no_instructor: (level) =>
      `Nessun istruttore E${level} o superiore è libero per questa formazione (al massimo 4 allievi per istruttore).`,
    no_baptism_instructor:
      'Nessun istruttore E1 o superiore è libero: un battesimo si fa da solo con il proprio istruttore.',
    training_not_allowed: 'Le sue attitudini non permettono questa formazione: manca il livello richiesto.',
    no_guide: (depthM) =>
      `Nessuna guida libera per un’immersione guidata a ${depthM} m (al massimo 4 subacquei per guida).`,
    no_partner: 'Nessun altro subacqueo autonomo con cui fare squadra, né posto in un gruppo guidato.',
  },
};

/** `en`, `en-GB` -> `en`; any other language reads French. */
function interfaceLanguage(language: string): InterfaceLanguage {
  const base = language.slice(0, 2).toLowerCase();
  return INTERFACE_LANGUAGES.find((known) => known === base) ?? 'fr';
}

/** The reason in the reader's language. */
export function unplacedMessage(reason: UnplacedReason, language = 'fr'): string {
  const texts = TEXTS[interfaceLanguage(language)];
  switch (reason.code) {
    case 'no_instructor':
      return texts.no_instructor(reason.level);
    case 'no_guide':
      return texts.no_guide(reason.depthM);
    default:
      return texts[reason.code];
  }
}
