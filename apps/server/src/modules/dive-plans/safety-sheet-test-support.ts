import type { SafetySheetData, SafetySheetPalanquee } from './safety-sheet-data.ts';

/**
 * Safety sheets to render in tests and for the screen in docs/screens/: a boat outing of two dives, the
 * first signed with its actuals, the second not signed; names with accents, a long one, a
 * palanquée kept with an override.
 */

type Member = SafetySheetPalanquee['members'][number];

const member = (
  firstname: string,
  lastname: string,
  aptitudes: string[],
  role: Member['role'] = 'diver',
): Member => ({ firstname, lastname, aptitudes, role });

export const LONG_LASTNAME = 'de La Rochefoucauld-Montmorency d’Aubigné-Villeneuve';

export function sampleSafetySheet(): SafetySheetData {
  return {
    club: { name: 'Club de plongée des Calanques' },
    outing: { id: 41, title: 'Sortie bateau — archipel de Riou', timeZone: 'Europe/Paris' },
    roles: { dp: 'Marin Leclerc', pilot: 'Tom Girard', surface: 'Sophie Martin', boat: 'Le Bleu Marine' },
    rescueKit: ['rescue_plan', 'alert', 'water', 'bavu', 'oxygen', 'blanket', 'evacuation_sheets', 'recall'],
    dives: [
      {
        index: 1,
        start: '2026-06-13T07:30:00.000Z',
        site: { name: 'Les Impériaux', latitude: 43.174123, longitude: 5.387456 },
        activity: 'exploration',
        gas: 'air',
        plannedDepth: 40,
        plannedDuration: 45,
        signedBy: 'Marin Leclerc',
        signedAt: '2026-06-13T07:05:00.000Z',
        signatureVoidedAt: null,
        palanquees: [
          {
            number: 1,
            activity: 'exploration',
            autonomous: false,
            gas: 'air',
            plannedDepth: 40,
            plannedDuration: 45,
            maxDepth: 20,
            problemArticles: ['annexe III-16 b'],
            overrideReason: 'Plongée d’évaluation PE-40 au bord du tombant, vue par le moniteur',
            members: [
              member('Léa', 'Dubois', ['PE-40', 'PA-20']),
              member('Alejandro', 'Núñez', ['GP', 'PE-60', 'PA-60', 'E3'], 'guide'),
              member('Jürgen', 'Müller', ['PE-20']),
              member('Żaneta', 'Wiśniewska', ['PE-40', 'PA-20', 'PN-20']),
            ],
            actual: {
              entryTime: '09:32',
              exitTime: '10:14',
              maxDepth: 38.5,
              duration: 42,
              stops: '3 min à 3 m',
            },
          },
          {
            number: 2,
            activity: 'exploration',
            autonomous: true,
            gas: 'air',
            plannedDepth: 20,
            plannedDuration: 50,
            maxDepth: 20,
            problemArticles: [],
            overrideReason: null,
            members: [
              member('Marie-Clothilde', LONG_LASTNAME, ['PE-40', 'PA-20']),
              member('Hugo', 'Lefèvre', ['PE-60', 'PA-60']),
            ],
            actual: { entryTime: '09:35', exitTime: '10:25', maxDepth: 19.2, duration: 50, stops: '' },
          },
        ],
      },
      {
        index: 2,
        start: '2026-06-13T12:00:00.000Z',
        site: null,
        activity: 'teaching',
        gas: 'nitrox',
        plannedDepth: 20,
        plannedDuration: 40,
        signedBy: null,
        signedAt: null,
        signatureVoidedAt: '2026-06-13T11:40:00.000Z',
        palanquees: [
          {
            number: 1,
            activity: 'teaching',
            autonomous: false,
            gas: 'nitrox',
            plannedDepth: 20,
            plannedDuration: 40,
            maxDepth: 20,
            problemArticles: [],
            overrideReason: null,
            members: [
              member('Chloé', 'Bérard', ['PE-12', 'PN-20']),
              member('Gaëlle', 'Perrin', ['GP', 'PE-60', 'PA-60', 'E3', 'PN-C'], 'guide'),
              member('Noé', 'Faure', ['PE-20', 'PN-20']),
            ],
            actual: null,
          },
        ],
      },
    ],
  };
}

/** One dive of `palanquees` guided palanquées of a guide and four divers each, named `Diver<n>`. */
export function crowdedSafetySheet(palanquees: number): SafetySheetData {
  const safetySheet = sampleSafetySheet();
  const dive = safetySheet.dives[0];
  if (!dive) throw new Error('the sample sheet has a dive');
  let count = 0;
  const next = (role: Member['role']) => {
    count += 1;
    return member(`Prénom${count}`, `Diver${count}`, ['PE-40', 'PA-20', 'PN-20'], role);
  };
  dive.palanquees = Array.from({ length: palanquees }, (_, index) => ({
    number: index + 1,
    activity: 'exploration' as const,
    autonomous: false,
    gas: 'air' as const,
    plannedDepth: 30,
    plannedDuration: 45,
    maxDepth: 40,
    problemArticles: [],
    overrideReason: null,
    members: [next('guide'), next('diver'), next('diver'), next('diver'), next('diver')],
    actual: null,
  }));
  safetySheet.dives = [dive];
  return safetySheet;
}
