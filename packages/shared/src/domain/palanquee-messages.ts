import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '../constants.ts';

/**
 * The rules a palanquée (or the dive director's card) may break, as stable codes, each with its sentence
 * in every interface language. `{name}` placeholders are filled by `palanqueeMessage`; every language of a
 * rule uses the French one's placeholders (a test holds them to it). The order of the rules is the order
 * problems are listed in: who is in the palanquée first, then how deep it may go.
 */
export const PALANQUEE_MESSAGES = {
  too_few_divers: {
    fr: 'Une palanquée compte au moins 2 plongeurs',
    en: 'A palanquée has at least 2 divers',
    de: 'Eine Tauchgruppe (Palanquée) besteht aus mindestens 2 Tauchern',
    es: 'Una palanquée tiene al menos 2 buceadores',
    it: 'Una palanquée conta almeno 2 subacquei',
  },
  autonomous_teaching: {
    fr: 'Pas d’autonomie en enseignement ni en baptême : un moniteur encadre la palanquée',
    en: 'No autonomous diving in teaching or a baptism: an instructor leads the palanquée',
    de: 'Keine autonomen Taucher bei Ausbildung oder Schnuppertauchen: ein Tauchlehrer führt die Gruppe',
    es: 'No hay autonomía en la enseñanza ni en un bautismo: un instructor guía el grupo',
    it: 'Niente autonomia in didattica né in un battesimo: un istruttore guida il gruppo',
  },
  too_many_autonomous: {
    fr: '{count} plongeurs autonomes : 3 au plus',
    en: '{count} autonomous divers: 3 at most',
    de: '{count} autonome Taucher: höchstens 3',
    es: '{count} buceadores autónomos: 3 como máximo',
    it: '{count} subacquei autonomi: al massimo 3',
  },
  minor_autonomous: {
    fr: 'Un mineur ne plonge pas en autonomie',
    en: 'A minor never dives autonomously',
    de: 'Minderjährige tauchen nie autonom',
    es: 'Un menor nunca bucea de forma autónoma',
    it: 'Un minore non si immerge mai in autonomia',
  },
  autonomous_without_pa: {
    fr: 'Un plongeur autonome sans aptitude PA',
    en: 'An autonomous diver without a PA aptitude',
    de: 'Ein autonomer Taucher ohne PA-Befähigung',
    es: 'Un buceador autónomo sin aptitud PA',
    it: 'Un subacqueo autonomo senza attitudine PA',
  },
  no_guide: {
    fr: 'Palanquée encadrée sans guide ni moniteur',
    en: 'A guided palanquée without a guide or instructor',
    de: 'Geführte Gruppe ohne Gruppenführer oder Tauchlehrer',
    es: 'Grupo guiado sin guía ni instructor',
    it: 'Gruppo guidato senza guida né istruttore',
  },
  several_guides: {
    fr: '{count} encadrants : un seul par palanquée',
    en: '{count} guides: one per palanquée',
    de: '{count} Gruppenführer: einer pro Gruppe',
    es: '{count} guías: uno por grupo',
    it: '{count} guide: una per gruppo',
  },
  guide_not_qualified: {
    fr: 'Le guide n’a ni GP ni niveau d’encadrement E1 à E4',
    en: 'The guide holds neither GP nor a teaching level E1 to E4',
    de: 'Der Gruppenführer hat weder GP noch eine Ausbilderstufe E1 bis E4',
    es: 'El guía no tiene GP ni nivel de enseñanza E1 a E4',
    it: 'La guida non ha né GP né un livello di insegnamento da E1 a E4',
  },
  instructor_not_qualified: {
    fr: 'Le moniteur n’a pas de niveau d’enseignement E1 à E4',
    en: 'The instructor holds no teaching level E1 to E4',
    de: 'Der Tauchlehrer hat keine Ausbilderstufe E1 bis E4',
    es: 'El instructor no tiene nivel de enseñanza E1 a E4',
    it: 'L’istruttore non ha un livello di insegnamento da E1 a E4',
  },
  too_many_divers: {
    fr: '{count} plongeurs encadrés : 4 au plus, encadrant non compris',
    en: '{count} guided divers: 4 at most, not counting the guide',
    de: '{count} geführte Taucher: höchstens 4, ohne den Gruppenführer',
    es: '{count} buceadores guiados: 4 como máximo, sin contar al guía',
    it: '{count} subacquei guidati: al massimo 4, guida esclusa',
  },
  baptism_one_diver: {
    fr: '{count} plongeurs en baptême : un seul par moniteur',
    en: '{count} divers on a baptism: one per instructor',
    de: '{count} Taucher beim Schnuppertauchen: einer pro Tauchlehrer',
    es: '{count} buceadores en bautismo: uno por instructor',
    it: '{count} subacquei in battesimo: uno per istruttore',
  },
  extra_not_guide: {
    fr: 'Un plongeur supplémentaire sans GP ni P4',
    en: 'An extra diver without GP or P4',
    de: 'Ein zusätzlicher Taucher ohne GP oder P4',
    es: 'Un buceador adicional sin GP ni P4',
    it: 'Un subacqueo aggiuntivo senza GP né P4',
  },
  training_prerequisite: {
    fr: 'Formation vers {toward} : il faut {required} ou {alternative}',
    en: 'Training toward {toward} needs {required} or {alternative}',
    de: 'Ausbildung zu {toward} setzt {required} oder {alternative} voraus',
    es: 'La formación hacia {toward} requiere {required} o {alternative}',
    it: 'La formazione verso {toward} richiede {required} o {alternative}',
  },
  nitrox_without_aptitude: {
    fr: 'Un plongeur au nitrox sans qualification PN-20 ni PN-C',
    en: 'A diver on nitrox without PN-20 or PN-C',
    de: 'Ein Taucher mit Nitrox ohne PN-20 oder PN-C',
    es: 'Un buceador con nitrox sin PN-20 ni PN-C',
    it: 'Un subacqueo a nitrox senza PN-20 né PN-C',
  },
  nitrox_guide_without_pnc: {
    fr: 'Le guide plonge au nitrox sans PN-C',
    en: 'The guide dives on nitrox without PN-C',
    de: 'Der Gruppenführer taucht mit Nitrox ohne PN-C',
    es: 'El guía bucea con nitrox sin PN-C',
    it: 'La guida si immerge a nitrox senza PN-C',
  },
  nitrox_extra_without_pnc: {
    fr: 'Un plongeur supplémentaire au nitrox sans PN-C',
    en: 'An extra diver on nitrox without PN-C',
    de: 'Ein zusätzlicher Taucher mit Nitrox ohne PN-C',
    es: 'Un buceador adicional con nitrox sin PN-C',
    it: 'Un subacqueo aggiuntivo a nitrox senza PN-C',
  },
  several_nitrox_extras: {
    fr: '{count} plongeurs supplémentaires au nitrox : un seul',
    en: '{count} extra divers on nitrox: one at most',
    de: '{count} zusätzliche Taucher mit Nitrox: höchstens einer',
    es: '{count} buceadores adicionales con nitrox: uno como máximo',
    it: '{count} subacquei aggiuntivi a nitrox: al massimo uno',
  },
  too_deep_for_guide: {
    fr: 'Encadrant {aptitude} : {depth} m au plus',
    en: 'Guide with {aptitude}: {depth} m at most',
    de: 'Gruppenführer mit {aptitude}: höchstens {depth} m',
    es: 'Guía con {aptitude}: {depth} m como máximo',
    it: 'Guida con {aptitude}: al massimo {depth} m',
  },
  too_deep_for_diver: {
    fr: 'Niveau {aptitude} d’un plongeur : {depth} m au plus',
    en: 'A diver with {aptitude}: {depth} m at most',
    de: 'Ein Taucher mit {aptitude}: höchstens {depth} m',
    es: 'Un buceador con {aptitude}: {depth} m como máximo',
    it: 'Un subacqueo con {aptitude}: al massimo {depth} m',
  },
  too_deep_for_beginner: {
    fr: 'Plongeur débutant : {depth} m au plus',
    en: 'A beginner: {depth} m at most',
    de: 'Ein Anfänger: höchstens {depth} m',
    es: 'Un principiante: {depth} m como máximo',
    it: 'Un principiante: al massimo {depth} m',
  },
  too_deep_for_autonomous: {
    fr: 'Niveau {aptitude} d’un plongeur autonome : {depth} m au plus',
    en: 'An autonomous diver with {aptitude}: {depth} m at most',
    de: 'Ein autonomer Taucher mit {aptitude}: höchstens {depth} m',
    es: 'Un buceador autónomo con {aptitude}: {depth} m como máximo',
    it: 'Un subacqueo autonomo con {aptitude}: al massimo {depth} m',
  },
  too_deep_for_training: {
    fr: 'Formation vers {toward} : {depth} m au plus',
    en: 'Training toward {toward}: {depth} m at most',
    de: 'Ausbildung zu {toward}: höchstens {depth} m',
    es: 'Formación hacia {toward}: {depth} m como máximo',
    it: 'Formazione verso {toward}: al massimo {depth} m',
  },
  too_deep_for_baptism: {
    fr: 'Baptême : {depth} m au plus',
    en: 'Baptism: {depth} m at most',
    de: 'Schnuppertauchen: höchstens {depth} m',
    es: 'Bautismo: {depth} m como máximo',
    it: 'Battesimo: al massimo {depth} m',
  },
  too_deep_with_extra: {
    fr: 'Avec un plongeur supplémentaire : {depth} m au plus',
    en: 'With an extra diver: {depth} m at most',
    de: 'Mit einem zusätzlichen Taucher: höchstens {depth} m',
    es: 'Con un buceador adicional: {depth} m como máximo',
    it: 'Con un subacqueo aggiuntivo: al massimo {depth} m',
  },
  too_deep_for_nitrox: {
    fr: 'Qualification {aptitude} d’un plongeur : {depth} m au plus',
    en: 'A diver with {aptitude}: {depth} m at most on nitrox',
    de: 'Ein Taucher mit {aptitude}: höchstens {depth} m mit Nitrox',
    es: 'Un buceador con {aptitude}: {depth} m como máximo con nitrox',
    it: 'Un subacqueo con {aptitude}: al massimo {depth} m a nitrox',
  },
  too_deep_on_air: {
    fr: 'Plongée à l’air : {depth} m au plus',
    en: 'Diving on air: {depth} m at most',
    de: 'Tauchen mit Luft: höchstens {depth} m',
    es: 'Buceo con aire: {depth} m como máximo',
    it: 'Immersione ad aria: al massimo {depth} m',
  },
  too_deep_on_nitrox: {
    fr: 'Plongée au nitrox : {depth} m au plus',
    en: 'Diving on nitrox: {depth} m at most',
    de: 'Tauchen mit Nitrox: höchstens {depth} m',
    es: 'Buceo con nitrox: {depth} m como máximo',
    it: 'Immersione a nitrox: al massimo {depth} m',
  },
  director_for_exploration: {
    fr: 'Directeur de plongée en exploration : il faut un N5 (DPE) ou un MF1 au moins',
    en: 'Dive director in exploration: needs N5 (DPE) or MF1 at least',
    de: 'Tauchleiter bei Erkundungstauchgängen: mindestens N5 (DPE) oder MF1 nötig',
    es: 'Director de buceo en exploración: requiere N5 (DPE) o MF1 como mínimo',
    it: 'Direttore d’immersione in esplorazione: serve almeno un N5 (DPE) o un MF1',
  },
  director_for_teaching: {
    fr: 'Directeur de plongée en enseignement : il faut un MF1 (E3) au moins',
    en: 'Dive director in teaching: needs MF1 (E3) at least',
    de: 'Tauchleiter bei Ausbildungstauchgängen: mindestens MF1 (E3) nötig',
    es: 'Director de buceo en enseñanza: requiere MF1 (E3) como mínimo',
    it: 'Direttore d’immersione in didattica: serve almeno un MF1 (E3)',
  },
} as const satisfies Record<string, Record<InterfaceLanguage, string>>;

export type PalanqueeRule = keyof typeof PALANQUEE_MESSAGES;
export const PALANQUEE_RULES = Object.keys(PALANQUEE_MESSAGES) as PalanqueeRule[];

/** The `{name}` placeholders of a message, as a union of names. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The names a rule's message needs filled in (`'count'`, `'depth' | 'aptitude'`...). */
export type PalanqueeMessageNames<Rule extends PalanqueeRule> = Placeholders<
  (typeof PALANQUEE_MESSAGES)[Rule]['fr']
>;

/** The values argument of a message with these names to fill: none when there are none. */
export type MessageValuesArgs<Names extends string> = [Names] extends [never]
  ? []
  : [values: Record<Names, string | number>];

export type PalanqueeMessageArgs<Rule extends PalanqueeRule> = MessageValuesArgs<PalanqueeMessageNames<Rule>>;

/** The interface language of a tag (`en-GB` -> `en`); French for any other. */
export function messageLanguage(language: string): InterfaceLanguage {
  const primary = language.trim().toLowerCase().split(/[-_]/)[0];
  return INTERFACE_LANGUAGES.find((known) => known === primary) ?? DEFAULT_LANGUAGE;
}

/** The rule's sentence in the language (French when unknown), its placeholders filled. */
export function palanqueeMessage<Rule extends PalanqueeRule>(
  rule: Rule,
  language: string,
  ...[values]: PalanqueeMessageArgs<Rule>
): string {
  return fillPalanqueeMessage(rule, language, values ?? {});
}

/** `palanqueeMessage` for callers that build the values themselves; a missing value leaves `{name}`. */
export function fillPalanqueeMessage(
  rule: PalanqueeRule,
  language: string,
  values: Record<string, string | number>,
): string {
  const text: string = PALANQUEE_MESSAGES[rule][messageLanguage(language)];
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}
