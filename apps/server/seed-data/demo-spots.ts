import type { Bilingual } from './demo-club.ts';

/** The demo club's spots: real sites of Port-Cros and Porquerolles at their real places, with their infos. */

interface SpotInfosText {
  description: string;
  requiredLevel: string;
  accessibility: string;
  visibility: string;
  dominantFlux: string;
  dominantWind: string;
  difficulty: string;
}

export interface DemoSpot {
  name: string;
  latitude: number;
  longitude: number;
  town: string;
  region: string;
  /** Codes of the spot infos: access 1-5, interest points 1-10, best hours 1-4 (stored as JSON lists). */
  access: number[];
  interestPoints: number[];
  bestHours: number[];
  bestMonthFrom: number;
  bestMonthTo: number;
  dominantFluxOrientation: string | null;
  dominantWindOrientation: string | null;
  text: Bilingual<SpotInfosText>;
}

const region = "Provence-Alpes-Côte d'Azur";

export const DEMO_SPOTS: readonly DemoSpot[] = [
  {
    name: 'La Gabinière',
    latitude: 42.9918,
    longitude: 6.3925,
    town: 'Hyères (Port-Cros)',
    region,
    access: [2],
    interestPoints: [1, 3, 6],
    bestHours: [1, 2],
    bestMonthFrom: 5,
    bestMonthTo: 10,
    dominantFluxOrientation: 'E',
    dominantWindOrientation: 'E',
    text: {
      fr: {
        description:
          "<p>L'îlot de la Gabinière, au sud de Port-Cros, est le site emblématique du Parc national : " +
          'tombants et éboulis jusqu’au sable vers 45 m, mérous par dizaines entre 15 et 25 m, bancs de ' +
          'barracudas, sérioles et dentis en pleine eau.</p>',
        requiredLevel: 'Niveau 2',
        accessibility: 'En bateau, sur bouée du Parc',
        visibility: '20 à 30 m',
        dominantFlux: 'Courant parfois fort',
        dominantWind: "Exposé au vent d'est, abrité du mistral",
        difficulty: 'Confirmé',
      },
      en: {
        description:
          '<p>The islet of La Gabinière, south of Port-Cros, is the flagship site of the National Park: ' +
          'walls and boulders down to sand at about 45 m, dozens of groupers between 15 and 25 m, schools ' +
          'of barracuda, amberjacks and dentex in the blue.</p>',
        requiredLevel: 'Level 2',
        accessibility: 'By boat, on a Park mooring buoy',
        visibility: '20 to 30 m',
        dominantFlux: 'Current, sometimes strong',
        dominantWind: 'Exposed to easterlies, sheltered from the mistral',
        difficulty: 'Intermediate',
      },
    },
  },
  {
    name: 'Pointe du Vaisseau',
    latitude: 42.9985,
    longitude: 6.418,
    town: 'Hyères (Port-Cros)',
    region,
    access: [2],
    interestPoints: [1, 2, 6],
    bestHours: [1, 2, 3],
    bestMonthFrom: 4,
    bestMonthTo: 11,
    dominantFluxOrientation: null,
    dominantWindOrientation: 'E',
    text: {
      fr: {
        description:
          "<p>Au sud-est de Port-Cros, un éperon rocheux descend jusqu'au sable vers 40 m. Faune proche de " +
          'la Gabinière avec bien moins de courant : mérous, murènes, chapons, poulpes et roussettes sous ' +
          'les roches.</p>',
        requiredLevel: 'Niveau 1',
        accessibility: 'En bateau, bouée réservée aux clubs',
        visibility: '15 à 25 m',
        dominantFlux: 'Faible',
        dominantWind: "Exposé au vent d'est, abrité du mistral",
        difficulty: 'Facile à confirmé',
      },
      en: {
        description:
          '<p>South-east of Port-Cros, a rocky spur runs down to sand at about 40 m. Much the same life as ' +
          'La Gabinière with far less current: groupers, morays, scorpionfish, octopus and catsharks under ' +
          'the rocks.</p>',
        requiredLevel: 'Level 1',
        accessibility: 'By boat, on a buoy kept for clubs',
        visibility: '15 to 25 m',
        dominantFlux: 'Weak',
        dominantWind: 'Exposed to easterlies, sheltered from the mistral',
        difficulty: 'Easy to intermediate',
      },
    },
  },
  {
    name: 'Sentier sous-marin de la Palud',
    latitude: 43.0127,
    longitude: 6.399,
    town: 'Hyères (Port-Cros)',
    region,
    access: [1],
    interestPoints: [2, 4, 5],
    bestHours: [1, 2, 3],
    bestMonthFrom: 6,
    bestMonthTo: 9,
    dominantFluxOrientation: null,
    dominantWindOrientation: 'NW',
    text: {
      fr: {
        description:
          '<p>Le sentier balisé de la plage de la Palud, au nord de Port-Cros : six bouées et leurs ' +
          'panneaux immergés présentent l’herbier de posidonie, les roches éclairées et les failles ' +
          'sombres, de la surface à 12 m. Ouvert de mi-juin à mi-septembre, masque, palmes et tuba.</p>',
        requiredLevel: 'Savoir nager',
        accessibility: 'Depuis la plage, à 45 minutes à pied du port',
        visibility: '10 à 20 m',
        dominantFlux: 'Nul',
        dominantWind: 'À éviter par fort mistral',
        difficulty: 'Facile',
      },
      en: {
        description:
          '<p>The marked trail of La Palud beach, on the north shore of Port-Cros: six buoys with ' +
          'underwater boards show the seagrass meadow, sunlit rocks and dark crevices, from the surface to ' +
          '12 m. Open mid-June to mid-September, mask, fins and snorkel.</p>',
        requiredLevel: 'Able to swim',
        accessibility: 'From the beach, a 45-minute walk from the harbour',
        visibility: '10 to 20 m',
        dominantFlux: 'None',
        dominantWind: 'Avoid in a strong mistral',
        difficulty: 'Easy',
      },
    },
  },
  {
    name: 'Épave du Donator',
    latitude: 42.983,
    longitude: 6.247,
    town: 'Hyères (Porquerolles)',
    region,
    access: [2],
    interestPoints: [3, 7, 8],
    bestHours: [1, 2],
    bestMonthFrom: 5,
    bestMonthTo: 10,
    dominantFluxOrientation: 'E',
    dominantWindOrientation: 'W',
    text: {
      fr: {
        description:
          '<p>Cargo de 78 m coulé par une mine le 10 novembre 1945 au sud-est de Porquerolles. Il repose ' +
          'sur le sable à 51 m, le pont vers 40 m : hélice, barre à roue et coursives couvertes de ' +
          'gorgones, anthias, congres, murènes et mérous. Plongée profonde, courant fréquent.</p>',
        requiredLevel: 'Niveau 3',
        accessibility: 'En bateau, 30 minutes de navigation',
        visibility: '15 à 30 m',
        dominantFlux: 'Courant souvent fort',
        dominantWind: 'Praticable par mistral modéré',
        difficulty: 'Difficile',
      },
      en: {
        description:
          '<p>A 78 m cargo ship sunk by a mine on 10 November 1945 south-east of Porquerolles. She lies on ' +
          'sand at 51 m with her deck at about 40 m: propeller, wheel and gangways covered in gorgonians, ' +
          'anthias, conger eels, morays and groupers. A deep dive, often with current.</p>',
        requiredLevel: 'Level 3',
        accessibility: 'By boat, 30 minutes away',
        visibility: '15 to 30 m',
        dominantFlux: 'Current, often strong',
        dominantWind: 'Diveable in a moderate mistral',
        difficulty: 'Advanced',
      },
    },
  },
  {
    name: 'Cap des Mèdes',
    latitude: 43.0138,
    longitude: 6.2452,
    town: 'Hyères (Porquerolles)',
    region,
    access: [1, 2],
    interestPoints: [2, 4, 5],
    bestHours: [2, 3],
    bestMonthFrom: 4,
    bestMonthTo: 11,
    dominantFluxOrientation: null,
    dominantWindOrientation: 'E',
    text: {
      fr: {
        description:
          "<p>La pointe nord-est de Porquerolles : roches isolées posées dans l'herbier de posidonie " +
          'entre 5 et 20 m. Idéal pour les baptêmes et les premières explorations : saupes, sars, ' +
          'girelles, poulpes et grandes nacres.</p>',
        requiredLevel: 'Baptême, niveau 1',
        accessibility: 'En bateau ou depuis la plage Notre-Dame',
        visibility: '10 à 20 m',
        dominantFlux: 'Faible',
        dominantWind: 'Abrité du mistral',
        difficulty: 'Facile',
      },
      en: {
        description:
          '<p>The north-east tip of Porquerolles: scattered rocks in the seagrass meadow between 5 and ' +
          '20 m. Ideal for try dives and first explorations: salema, sea bream, wrasse, octopus and noble ' +
          'pen shells.</p>',
        requiredLevel: 'Try dive, level 1',
        accessibility: 'By boat or from Notre-Dame beach',
        visibility: '10 to 20 m',
        dominantFlux: 'Weak',
        dominantWind: 'Sheltered from the mistral',
        difficulty: 'Easy',
      },
    },
  },
  {
    name: 'Pointe de Montrémian',
    latitude: 42.9986,
    longitude: 6.3723,
    town: 'Hyères (Port-Cros)',
    region,
    access: [2],
    interestPoints: [1, 3, 8],
    bestHours: [1, 2],
    bestMonthFrom: 5,
    bestMonthTo: 10,
    dominantFluxOrientation: 'W',
    dominantWindOrientation: 'NW',
    text: {
      fr: {
        description:
          '<p>La pointe sud-ouest de Port-Cros descend en tombant jusqu’au sable vers 40 m. Gorgones ' +
          'rouges aux pointes jaunes dès 20 m, mérous, corbs et dentis ; au retour, les éboulis de la ' +
          'pointe abritent murènes, langoustes et nudibranches.</p>',
        requiredLevel: 'Niveau 2',
        accessibility: 'En bateau, sur bouée du Parc',
        visibility: '15 à 30 m',
        dominantFlux: 'Courant modéré',
        dominantWind: 'Exposé au mistral',
        difficulty: 'Confirmé',
      },
      en: {
        description:
          '<p>The south-west point of Port-Cros drops as a wall to sand at about 40 m. Red gorgonians ' +
          'with yellow tips from 20 m, groupers, brown meagre and dentex; on the way back, the boulders ' +
          'of the point shelter morays, spiny lobsters and nudibranchs.</p>',
        requiredLevel: 'Level 2',
        accessibility: 'By boat, on a Park mooring buoy',
        visibility: '15 to 30 m',
        dominantFlux: 'Moderate current',
        dominantWind: 'Exposed to the mistral',
        difficulty: 'Intermediate',
      },
    },
  },
  {
    name: 'Pointe du Grand Langoustier',
    latitude: 43.0006,
    longitude: 6.1668,
    town: 'Hyères (Porquerolles)',
    region,
    access: [2, 3],
    interestPoints: [1, 2, 9],
    bestHours: [1, 2, 3],
    bestMonthFrom: 4,
    bestMonthTo: 10,
    dominantFluxOrientation: null,
    dominantWindOrientation: 'W',
    text: {
      fr: {
        description:
          '<p>La pointe ouest de Porquerolles : grandes roches et failles entre 5 et 30 m, herbier de ' +
          'posidonie sur le plateau. Sars, castagnoles et mérous au tombant, poulpes et murènes dans les ' +
          'failles. Une plongée facile par temps calme, abritée du vent d’est.</p>',
        requiredLevel: 'Niveau 1',
        accessibility: 'En bateau ou en kayak depuis la plage du Langoustier',
        visibility: '10 à 25 m',
        dominantFlux: 'Faible',
        dominantWind: "Abrité du vent d'est, à éviter par fort mistral",
        difficulty: 'Facile',
      },
      en: {
        description:
          '<p>The west tip of Porquerolles: large rocks and crevices between 5 and 30 m, a seagrass ' +
          'meadow on the plateau. Sea bream, damselfish and groupers along the drop-off, octopus and ' +
          'morays in the crevices. An easy dive in calm weather, sheltered from easterlies.</p>',
        requiredLevel: 'Level 1',
        accessibility: 'By boat, or by kayak from Langoustier beach',
        visibility: '10 to 25 m',
        dominantFlux: 'Weak',
        dominantWind: 'Sheltered from easterlies, avoid in a strong mistral',
        difficulty: 'Easy',
      },
    },
  },
];
