import type { InterfaceLanguage } from '@club/shared/constants';
import type { DiveActivity, DiveGas, PalanqueeRole, RescueKitItem } from '@club/shared/domain/dive-plan';

/** The labels of the safety sheet's PDF, in the reader's language. */

export interface SafetySheetColumns {
  lastname: string;
  firstname: string;
  aptitudes: string;
  role: string;
  gas: string;
  planned: string;
  entry: string;
  exit: string;
  maxDepth: string;
  duration: string;
  stops: string;
}

export interface SafetySheetTexts {
  title: string;
  /** `{index}`, `{count}`. */
  dive: string;
  continued: string;
  date: string;
  site: string;
  /** The dive's activity, gas and planned figures. */
  divePlan: string;
  diveDirector: string;
  pilot: string;
  surface: string;
  boat: string;
  rescueKit: string;
  kit: Record<RescueKitItem, string>;
  activity: Record<DiveActivity, string>;
  autonomous: string;
  guided: string;
  gas: Record<DiveGas, string>;
  role: Record<PalanqueeRole, string>;
  /** The guide of a teaching or baptism palanquée. */
  instructor: string;
  /** `{number}`. */
  palanquee: string;
  /** `{depth}`, `{duration}`. */
  planned: string;
  /** `{depth}`. */
  maxLawful: string;
  /** `{reason}`; the articles of the rules the palanquée breaks follow it, when any. */
  override: string;
  /** `{articles}`: a palanquée kept with problems and no reason given yet. */
  problems: string;
  noPalanquee: string;
  columns: SafetySheetColumns;
  /** `{name}`, `{date}`, `{time}`. */
  signed: string;
  unsigned: string;
  /** `{date}`, `{time}`. */
  voided: string;
  footer: string;
  /** `{page}`, `{pages}`. */
  page: string;
}

const TEXTS: Record<InterfaceLanguage, SafetySheetTexts> = {
  fr: {
    title: 'Fiche de sécurité',
    dive: 'Plongée {index} sur {count}',
    continued: '(suite)',
    date: 'Date',
    site: 'Site',
    divePlan: 'Plongée',
    diveDirector: 'Directeur de plongée',
    pilot: 'Pilote',
    surface: 'Sécurité surface',
    boat: 'Bateau',
    rescueKit: 'Matériel de secours (A322-78)',
    kit: {
      rescue_plan: 'Plan de secours',
      alert: 'Moyen d’alerte (VHF en mer)',
      water: 'Eau douce potable',
      bavu: 'BAVU avec masques',
      oxygen: 'Oxygène normobare',
      blanket: 'Couverture de survie',
      evacuation_sheets: 'Fiches d’évacuation',
      spare_cylinder: 'Bouteille d’air de secours',
      recall: 'Moyen de rappel',
      slate: 'Tablette de notes',
    },
    activity: { exploration: 'exploration', teaching: 'enseignement', baptism: 'baptême' },
    autonomous: 'autonome',
    guided: 'encadrée',
    gas: { air: 'air', nitrox: 'nitrox' },
    role: { guide: 'Guide', diver: 'Plongeur', extra: 'GP en plus' },
    instructor: 'Moniteur',
    palanquee: 'Palanquée {number}',
    planned: 'prévue {depth} m, {duration} min',
    maxLawful: 'profondeur maximale autorisée {depth} m',
    override: 'Dérogation du directeur de plongée : {reason}',
    problems: 'Règles non respectées, sans dérogation : {articles}',
    noPalanquee: 'Aucune palanquée.',
    columns: {
      lastname: 'Nom',
      firstname: 'Prénom',
      aptitudes: 'Aptitudes',
      role: 'Rôle',
      gas: 'Gaz',
      planned: 'Prévu',
      entry: 'Entrée',
      exit: 'Sortie',
      maxDepth: 'Prof. max',
      duration: 'Durée',
      stops: 'Paliers',
    },
    signed: 'Signé par {name} le {date} à {time}',
    unsigned: 'Non signée',
    voided: 'Signature annulée le {date} à {time} (équipes modifiées)',
    footer: 'Fiche de sécurité — conservée au moins un an (A322-72)',
    page: 'Page {page} / {pages}',
  },
  en: {
    title: 'Safety sheet',
    dive: 'Dive {index} of {count}',
    continued: '(continued)',
    date: 'Date',
    site: 'Site',
    divePlan: 'Dive',
    diveDirector: 'Dive director',
    pilot: 'Boat pilot',
    surface: 'Surface safety',
    boat: 'Boat',
    rescueKit: 'Rescue kit (A322-78)',
    kit: {
      rescue_plan: 'Rescue plan',
      alert: 'Means of alert (VHF at sea)',
      water: 'Drinking water',
      bavu: 'Bag valve mask with masks',
      oxygen: 'Normobaric oxygen',
      blanket: 'Survival blanket',
      evacuation_sheets: 'Evacuation sheets',
      spare_cylinder: 'Spare air cylinder',
      recall: 'Recall device',
      slate: 'Slate',
    },
    activity: { exploration: 'exploration', teaching: 'teaching', baptism: 'baptism' },
    autonomous: 'autonomous',
    guided: 'guided',
    gas: { air: 'air', nitrox: 'nitrox' },
    role: { guide: 'Guide', diver: 'Diver', extra: 'Extra GP' },
    instructor: 'Instructor',
    palanquee: 'Palanquée {number}',
    planned: 'planned {depth} m, {duration} min',
    maxLawful: 'maximum lawful depth {depth} m',
    override: 'Dive director’s override: {reason}',
    problems: 'Rules broken, no override given: {articles}',
    noPalanquee: 'No palanquée.',
    columns: {
      lastname: 'Last name',
      firstname: 'First name',
      aptitudes: 'Aptitudes',
      role: 'Role',
      gas: 'Gas',
      planned: 'Planned',
      entry: 'Entry',
      exit: 'Exit',
      maxDepth: 'Max depth',
      duration: 'Time',
      stops: 'Stops',
    },
    signed: 'Signed by {name} on {date} at {time}',
    unsigned: 'Not signed',
    voided: 'Signature voided on {date} at {time} (teams changed)',
    footer: 'Safety sheet — kept at least one year (A322-72)',
    page: 'Page {page} of {pages}',
  },
  de: {
    title: 'Sicherheitsblatt',
    dive: 'Tauchgang {index} von {count}',
    continued: '(Fortsetzung)',
    date: 'Datum',
    site: 'Tauchplatz',
    divePlan: 'Tauchgang',
    diveDirector: 'Tauchleiter',
    pilot: 'Bootsführer',
    surface: 'Sicherung an der Oberfläche',
    boat: 'Boot',
    rescueKit: 'Rettungsausrüstung (A322-78)',
    kit: {
      rescue_plan: 'Notfallplan',
      alert: 'Alarmierungsmittel (UKW auf See)',
      water: 'Trinkwasser',
      bavu: 'Beatmungsbeutel mit Masken',
      oxygen: 'Normobarer Sauerstoff',
      blanket: 'Rettungsdecke',
      evacuation_sheets: 'Evakuierungsbögen',
      spare_cylinder: 'Reserve-Luftflasche',
      recall: 'Rückrufsignal',
      slate: 'Schreibtafel',
    },
    activity: { exploration: 'Erkundung', teaching: 'Ausbildung', baptism: 'Schnuppertauchen' },
    autonomous: 'selbstständig',
    guided: 'geführt',
    gas: { air: 'Luft', nitrox: 'Nitrox' },
    role: { guide: 'Guide', diver: 'Taucher', extra: 'Zusatz-GP' },
    instructor: 'Ausbilder',
    palanquee: 'Tauchgruppe {number}',
    planned: 'geplant {depth} m, {duration} min',
    maxLawful: 'zulässige Höchsttiefe {depth} m',
    override: 'Entscheidung des Tauchleiters: {reason}',
    problems: 'Verletzte Regeln, ohne Begründung: {articles}',
    noPalanquee: 'Keine Tauchgruppe.',
    columns: {
      lastname: 'Name',
      firstname: 'Vorname',
      aptitudes: 'Befähig.',
      role: 'Rolle',
      gas: 'Gas',
      planned: 'Geplant',
      entry: 'Ab',
      exit: 'Auf',
      maxDepth: 'Max. Tiefe',
      duration: 'Dauer',
      stops: 'Stopps',
    },
    signed: 'Unterschrieben von {name} am {date} um {time}',
    unsigned: 'Nicht unterschrieben',
    voided: 'Unterschrift aufgehoben am {date} um {time} (Gruppen geändert)',
    footer: 'Sicherheitsblatt — mindestens ein Jahr aufzubewahren (A322-72)',
    page: 'Seite {page} von {pages}',
  },
  es: {
    title: 'Hoja de seguridad',
    dive: 'Inmersión {index} de {count}',
    continued: '(continuación)',
    date: 'Fecha',
    site: 'Lugar',
    divePlan: 'Inmersión',
    diveDirector: 'Director de buceo',
    pilot: 'Patrón',
    surface: 'Seguridad en superficie',
    boat: 'Barco',
    rescueKit: 'Material de socorro (A322-78)',
    kit: {
      rescue_plan: 'Plan de socorro',
      alert: 'Medio de alerta (VHF en el mar)',
      water: 'Agua potable',
      bavu: 'Balón de reanimación con mascarillas',
      oxygen: 'Oxígeno normobárico',
      blanket: 'Manta de supervivencia',
      evacuation_sheets: 'Fichas de evacuación',
      spare_cylinder: 'Botella de aire de reserva',
      recall: 'Medio de llamada',
      slate: 'Pizarra',
    },
    activity: { exploration: 'exploración', teaching: 'enseñanza', baptism: 'bautismo' },
    autonomous: 'autónomo',
    guided: 'guiado',
    gas: { air: 'aire', nitrox: 'nitrox' },
    role: { guide: 'Guía', diver: 'Buceador', extra: 'GP extra' },
    instructor: 'Instructor',
    palanquee: 'Grupo {number}',
    planned: 'previsto {depth} m, {duration} min',
    maxLawful: 'profundidad máxima permitida {depth} m',
    override: 'Decisión del director de buceo: {reason}',
    problems: 'Reglas incumplidas, sin justificación: {articles}',
    noPalanquee: 'Ningún grupo.',
    columns: {
      lastname: 'Apellido',
      firstname: 'Nombre',
      aptitudes: 'Aptitudes',
      role: 'Función',
      gas: 'Gas',
      planned: 'Previsto',
      entry: 'Entrada',
      exit: 'Salida',
      maxDepth: 'Prof. máx.',
      duration: 'Tiempo',
      stops: 'Paradas',
    },
    signed: 'Firmado por {name} el {date} a las {time}',
    unsigned: 'Sin firmar',
    voided: 'Firma anulada el {date} a las {time} (grupos modificados)',
    footer: 'Hoja de seguridad — conservada al menos un año (A322-72)',
    page: 'Página {page} de {pages}',
  },
  it: {
    title: 'Scheda di sicurezza',
    dive: 'Immersione {index} di {count}',
    continued: '(segue)',
    date: 'Data',
    site: 'Sito',
    divePlan: 'Immersione',
    diveDirector: 'Direttore d’immersione',
    pilot: 'Pilota',
    surface: 'Sicurezza in superficie',
    boat: 'Barca',
    rescueKit: 'Materiale di soccorso (A322-78)',
    kit: {
      rescue_plan: 'Piano di soccorso',
      alert: 'Mezzo di allerta (VHF in mare)',
      water: 'Acqua potabile',
      bavu: 'Pallone di rianimazione con maschere',
      oxygen: 'Ossigeno normobarico',
      blanket: 'Coperta isotermica',
      evacuation_sheets: 'Schede di evacuazione',
      spare_cylinder: 'Bombola d’aria di riserva',
      recall: 'Mezzo di richiamo',
      slate: 'Lavagnetta',
    },
    activity: { exploration: 'esplorazione', teaching: 'didattica', baptism: 'battesimo' },
    autonomous: 'autonoma',
    guided: 'guidata',
    gas: { air: 'aria', nitrox: 'nitrox' },
    role: { guide: 'Guida', diver: 'Subacqueo', extra: 'GP extra' },
    instructor: 'Istruttore',
    palanquee: 'Gruppo {number}',
    planned: 'prevista {depth} m, {duration} min',
    maxLawful: 'profondità massima consentita {depth} m',
    override: 'Decisione del direttore d’immersione: {reason}',
    problems: 'Regole non rispettate, senza motivazione: {articles}',
    noPalanquee: 'Nessun gruppo.',
    columns: {
      lastname: 'Cognome',
      firstname: 'Nome',
      aptitudes: 'Attitudini',
      role: 'Ruolo',
      gas: 'Gas',
      planned: 'Previsto',
      entry: 'Entrata',
      exit: 'Uscita',
      maxDepth: 'Prof. max',
      duration: 'Durata',
      stops: 'Soste',
    },
    signed: 'Firmato da {name} il {date} alle {time}',
    unsigned: 'Non firmata',
    voided: 'Firma annullata il {date} alle {time} (gruppi modificati)',
    footer: 'Scheda di sicurezza — conservata almeno un anno (A322-72)',
    page: 'Pagina {page} di {pages}',
  },
};

export function safetySheetTexts(language: InterfaceLanguage): SafetySheetTexts {
  return TEXTS[language];
}

/** A label with its `{name}` placeholders replaced by `values`. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    values[key] === undefined ? whole : String(values[key]),
  );
}
