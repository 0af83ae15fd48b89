import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '@club/shared/constants';

/**
 * Why a confirmed participant is in no palanquée of a dive, when `proposeDivePlan` gave no reason of its
 * own: nobody proposed the dive yet (or the dive director took them out), or they hold a role on the
 * surface that day.
 */
export type DivePlanTextKey = 'not_placed_yet' | 'dive_director' | 'pilot' | 'surface_safety';

const TEXTS: Record<InterfaceLanguage, Record<DivePlanTextKey, string>> = {
  fr: {
    not_placed_yet: 'Pas encore placé dans une palanquée',
    dive_director: 'Directeur de plongée : reste en surface',
    pilot: 'Pilote du bateau : reste en surface',
    surface_safety: 'Sécurité surface : reste en surface',
  },
  en: {
    not_placed_yet: 'Not placed in a palanquée yet',
    dive_director: 'Dive director: stays on the surface',
    pilot: 'Boat pilot: stays on the surface',
    surface_safety: 'Surface safety: stays on the surface',
  },
  de: {
    not_placed_yet: 'Noch keiner Tauchgruppe zugeteilt',
    dive_director: 'Tauchleiter: bleibt an der Oberfläche',
    pilot: 'Bootsführer: bleibt an der Oberfläche',
    surface_safety: 'Oberflächensicherung: bleibt an der Oberfläche',
  },
  es: {
    not_placed_yet: 'Todavía sin asignar a una palanquée',
    dive_director: 'Director de inmersión: se queda en superficie',
    pilot: 'Patrón del barco: se queda en superficie',
    surface_safety: 'Seguridad en superficie: se queda en superficie',
  },
  it: {
    not_placed_yet: 'Non ancora assegnato a una palanquée',
    dive_director: 'Direttore d’immersione: resta in superficie',
    pilot: 'Pilota della barca: resta in superficie',
    surface_safety: 'Sicurezza in superficie: resta in superficie',
  },
};

const isInterfaceLanguage = (language: string): language is InterfaceLanguage =>
  (INTERFACE_LANGUAGES as readonly string[]).includes(language);

export function divePlanText(key: DivePlanTextKey, language: string): string {
  return TEXTS[isInterfaceLanguage(language) ? language : DEFAULT_LANGUAGE][key];
}
