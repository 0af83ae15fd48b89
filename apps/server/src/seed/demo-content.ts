import type { Subject } from './underwater-art.ts';

/**
 * Content of the demo club: a dive club of the Îles d'Hyères (Var), with real dive sites of the
 * Port-Cros National Park and of Porquerolles at their real places. The club and its people are
 * fictional (its phone number is in a range reserved for fiction).
 */

type Bilingual<T> = { fr: T; en: T };

export const DEMO_CLUB = {
  name: 'Club de plongée de Port-Cros',
  color: '#0c8599',
  phone: '04 65 71 12 34',
  email: 'contact@demo.localhost',
  subscriptionName: 'Club',
  languageKeys: ['fr', 'en'],
};

export const DEMO_CLUB_INFOS: Bilingual<{ opening: string; description: string }> = {
  fr: {
    opening:
      "D'avril à octobre : tous les jours, 8 h – 18 h.\nDe novembre à mars : samedi et dimanche, 9 h – 17 h, sur réservation.",
    description:
      "Le club emmène ses membres plonger et randonner en palmes autour des îles d'Or : Port-Cros, " +
      "premier parc national marin d'Europe, et Porquerolles.\n\n" +
      'Baptêmes, formations du niveau 1 au niveau 4, explorations à la journée et sentier sous-marin ' +
      'pour les familles. Nous plongeons selon la charte du Parc national : aucun contact avec le fond, ' +
      'aucun nourrissage, mouillage sur bouée uniquement.',
  },
  en: {
    opening:
      'April to October: every day, 8 am – 6 pm.\nNovember to March: Saturdays and Sundays, 9 am – 5 pm, booking required.',
    description:
      'The club takes its members diving and snorkelling around the Golden Isles: Port-Cros, ' +
      "Europe's first marine national park, and Porquerolles.\n\n" +
      'Try dives, courses from level 1 to level 4, day trips and an underwater trail for families. ' +
      'We dive by the National Park charter: no touching the bottom, no feeding, mooring buoys only.',
  },
};

export const DEMO_IMPRINT: Bilingual<string> = {
  fr:
    'Club de plongée de Port-Cros, association loi 1901 fictive : ce site est une démonstration.\n\n' +
    'Directrice de la publication : Claire Vidal. Contact : contact@demo.localhost.',
  en:
    'Club de plongée de Port-Cros, a fictional non-profit association: this site is a demonstration.\n\n' +
    'Publisher: Claire Vidal. Contact: contact@demo.localhost.',
};

interface SpotSheetText {
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
  /** Codes of the spot sheet: access 1-5, interest points 1-10, best hours 1-4 (stored as JSON lists). */
  access: number[];
  interestPoints: number[];
  bestHours: number[];
  bestMonthFrom: number;
  bestMonthTo: number;
  dominantFluxOrientation: string | null;
  dominantWindOrientation: string | null;
  text: Bilingual<SpotSheetText>;
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

/** A comment of a member (by e-mail), some hours after the news item was published. */
export interface DemoComment {
  by: string;
  hoursAfter: number;
  text: string;
}

export interface DemoNews {
  daysAgo: number;
  /** Events only: days after the seeding day, at `eventHourUtc` (default 18:30 UTC). */
  eventInDays: number | null;
  eventHourUtc?: number;
  /** The news item's picture: one of the gallery's drawings (demo-media-content.ts), framed 16:9. */
  picture: { subject: Subject; seed: number } | null;
  comments: readonly DemoComment[];
  text: Bilingual<{ title: string; intro: string; content: string }>;
}

/** A member's comment on the barracudas' news item. */
export const DEMO_COMMENT = 'Vus dimanche dernier au tombant est, magnifique !';

export const DEMO_NEWS: readonly DemoNews[] = [
  {
    daysAgo: 1,
    eventInDays: null,
    picture: { subject: 'gorgonians', seed: 12 },
    comments: [
      {
        by: 'tom@demo.localhost',
        hoursAfter: 3,
        text: 'Watched the barracudas go by during my lunch break. Brilliant!',
      },
      {
        by: 'camille@demo.localhost',
        hoursAfter: 20,
        text: 'On voit même les mérous passer devant la caméra le matin.',
      },
    ],
    text: {
      fr: {
        title: 'La caméra de la Pointe du Vaisseau est en direct',
        intro:
          'Notre caméra sous-marine filme le tombant de la Pointe du Vaisseau : suivez la vie du site en direct.',
        content:
          '<p>Posée par 18 m sur la bouée du club, la caméra filme le tombant tous les jours de 9 h à ' +
          '17 h. Mérous, barracudas et saupes passent régulièrement devant l’objectif.</p>' +
          '<p>Le direct est sur la page du site ; les directs passés restent visibles dans ses replays.</p>',
      },
      en: {
        title: 'The Pointe du Vaisseau camera is live',
        intro: 'Our underwater camera films the Pointe du Vaisseau wall: follow the life of the site live.',
        content:
          '<p>Set at 18 m on the club’s buoy, the camera films the wall every day from 9 am to 5 pm. ' +
          'Groupers, barracuda and salema often swim past the lens.</p>' +
          '<p>The live stream is on the site’s page; past lives stay in its replays.</p>',
      },
    },
  },
  {
    daysAgo: 2,
    eventInDays: 21,
    picture: { subject: 'diver', seed: 3 },
    comments: [
      {
        by: 'lea@demo.localhost',
        hoursAfter: 5,
        text: 'Je m’inscris ! Peut-on venir avec sa propre lampe ?',
      },
      {
        by: 'manager@demo.localhost',
        hoursAfter: 7,
        text: 'Bien sûr, Léa : une lampe étanche d’au moins 500 lumens, avec sa dragonne.',
      },
    ],
    text: {
      fr: {
        title: 'Randonnée palmée de nuit au sentier de la Palud',
        intro:
          'Une soirée pour découvrir le sentier sous-marin à la lampe : poulpes, seiches et étoiles de mer.',
        content:
          '<p>Rendez-vous au port de Port-Cros à 20 h 30 pour une randonnée palmée de nuit sur le sentier ' +
          'de la Palud, encadrée par deux moniteurs.</p><ul><li>Lampe étanche fournie</li>' +
          '<li>Combinaison 5 mm conseillée</li><li>Dès 12 ans, accompagné</li></ul>',
      },
      en: {
        title: 'Night snorkel on the La Palud trail',
        intro: 'An evening on the underwater trail by torchlight: octopus, cuttlefish and starfish.',
        content:
          '<p>Meet at Port-Cros harbour at 8:30 pm for a night snorkel on the La Palud trail, led by two ' +
          'instructors.</p><ul><li>Waterproof torch provided</li><li>5 mm wetsuit advised</li>' +
          '<li>From 12 years old, with an adult</li></ul>',
      },
    },
  },
  {
    daysAgo: 5,
    eventInDays: null,
    picture: { subject: 'seagrass', seed: 8 },
    // More than a page of comments (COMMENTS_PAGE_SIZE): the page shows the latest and a button for the others.
    comments: [
      {
        by: 'camille@demo.localhost',
        hoursAfter: 4,
        text: 'Merci pour ce week-end, et bravo pour les photos de l’herbier !',
      },
      {
        by: 'lea@demo.localhost',
        hoursAfter: 9,
        text: 'Le poulpe du Cap des Mèdes nous a suivies pendant dix minutes.',
      },
      {
        by: 'julien@demo.localhost',
        hoursAfter: 10,
        text: 'Superbe visibilité le samedi matin : on voyait le fond depuis le palier.',
      },
      {
        by: 'hugo@demo.localhost',
        hoursAfter: 11,
        text: 'Ma première sortie hors formation, merci aux moniteurs pour leur patience !',
      },
      {
        by: 'marin@demo.localhost',
        hoursAfter: 12,
        text: 'Quelqu’un a noté la température au fond ? Mon ordinateur indiquait 17 °C à 25 m.',
      },
      {
        by: 'ines@demo.localhost',
        hoursAfter: 13,
        text: '17 °C pour moi aussi, et 21 °C en surface. La 5 mm suffisait largement.',
      },
      {
        by: 'tom@demo.localhost',
        hoursAfter: 15,
        text: 'Great weekend, thanks everyone. The moray at Grand Langoustier was huge!',
      },
      {
        by: 'manager@demo.localhost',
        hoursAfter: 16,
        text: 'Merci à tous pour votre bonne humeur. Pensez à rincer le matériel du club avant de le rendre.',
      },
      {
        by: 'sofia@demo.localhost',
        hoursAfter: 18,
        text: 'Lovely dives. My pictures of the nudibranchs are in the gallery.',
      },
      {
        by: 'camille@demo.localhost',
        hoursAfter: 20,
        text: 'Sofia, ta photo de la flabelline est magnifique !',
      },
      {
        by: 'julien@demo.localhost',
        hoursAfter: 22,
        text: 'Un conseil pour la prochaine fois : un phare pour éclairer les failles, les couleurs ressortent bien mieux.',
      },
      {
        by: 'lea@demo.localhost',
        hoursAfter: 24,
        text: 'En randonnée palmée depuis la plage, on a vu une pastenague posée dans l’herbier.',
      },
      {
        by: 'hugo@demo.localhost',
        hoursAfter: 26,
        text: 'Le bateau y retourne en juin ? J’aimerais bien refaire le Cap des Mèdes.',
      },
      {
        by: 'manager@demo.localhost',
        hoursAfter: 27,
        text: 'Oui Hugo, une sortie à Porquerolles est prévue fin juin : surveillez la page des sorties.',
      },
      {
        by: 'marin@demo.localhost',
        hoursAfter: 30,
        text: 'Le mérou de la Pointe du Grand Langoustier est toujours dans le même trou, fidèle au poste.',
      },
      {
        by: 'ines@demo.localhost',
        hoursAfter: 33,
        text: 'Merci pour le pique-nique sur la plage d’Argent entre les deux plongées, c’était parfait.',
      },
      {
        by: 'tom@demo.localhost',
        hoursAfter: 36,
        text: 'Does anyone know the name of the small striped fish hiding in the posidonia?',
      },
      {
        by: 'julien@demo.localhost',
        hoursAfter: 37,
        text: 'Tom, ce sont sans doute des serrans écriture, très courants dans l’herbier.',
      },
      {
        by: 'camille@demo.localhost',
        hoursAfter: 41,
        text: 'J’ai oublié ma cagoule sur le bateau, quelqu’un l’a récupérée ?',
      },
      {
        by: 'manager@demo.localhost',
        hoursAfter: 43,
        text: 'Elle est au club, Camille, avec une paire de gants restée sur le ponton.',
      },
      {
        by: 'sofia@demo.localhost',
        hoursAfter: 48,
        text: 'The current at Cap des Mèdes on Sunday was stronger than expected. Great briefing by the guides.',
      },
      {
        by: 'lea@demo.localhost',
        hoursAfter: 52,
        text: 'Vivement la prochaine ! Ma fille veut absolument revoir les poulpes.',
      },
      {
        by: 'hugo@demo.localhost',
        hoursAfter: 58,
        text: 'J’ai validé mes deux dernières plongées du niveau 1 ce week-end, trop content !',
      },
      {
        by: 'marin@demo.localhost',
        hoursAfter: 61,
        text: 'Bravo Hugo ! Prochaine étape : le niveau 2 et la Gabinière.',
      },
      {
        by: 'ines@demo.localhost',
        hoursAfter: 70,
        text: 'Le montage vidéo du week-end arrive bientôt dans les vidéos du club.',
      },
      {
        by: 'julien@demo.localhost',
        hoursAfter: 80,
        text: 'Le bilan : quatre plongées, 52 minutes en moyenne, 28 m au plus profond. Une belle sortie.',
      },
    ],
    text: {
      fr: {
        title: 'Retour en images : le week-end à Porquerolles',
        intro: 'Deux jours, quatre plongées et un herbier en pleine forme : les photos sont dans la galerie.',
        content:
          '<p>Quatorze membres ont plongé au Cap des Mèdes et à la Pointe du Grand Langoustier. ' +
          'Herbier de posidonie dense, saupes par centaines, poulpes et murènes dans les failles.</p>' +
          '<p>Retrouvez les photos de chacun dans la galerie, filtrées par site.</p>',
      },
      en: {
        title: 'The Porquerolles weekend in pictures',
        intro: 'Two days, four dives and a thriving seagrass meadow: the pictures are in the gallery.',
        content:
          '<p>Fourteen members dived at Cap des Mèdes and Pointe du Grand Langoustier. A dense ' +
          'seagrass meadow, hundreds of salema, octopus and morays in the crevices.</p>' +
          '<p>Everyone’s pictures are in the gallery, filtered by site.</p>',
      },
    },
  },
  {
    daysAgo: 9,
    eventInDays: null,
    picture: { subject: 'barracudas', seed: 2 },
    comments: [
      { by: 'marin@demo.localhost', hoursAfter: 6, text: DEMO_COMMENT },
      {
        by: 'tom@demo.localhost',
        hoursAfter: 30,
        text: 'Saw them on Saturday from 12 m, with 25 m of visibility. Unforgettable.',
      },
    ],
    text: {
      fr: {
        title: 'Les barracudas sont de retour à la Gabinière',
        intro: 'Un banc de plus d’une centaine de barracudas croise de nouveau entre 10 et 20 m.',
        content:
          '<p>Depuis une semaine, toutes les palanquées les croisent sur le tombant est de la Gabinière, ' +
          'souvent accompagnés des mérous. Restez près de la roche quand le courant forcit.</p>',
      },
      en: {
        title: 'The barracudas are back at La Gabinière',
        intro: 'A school of more than a hundred barracuda is cruising again between 10 and 20 m.',
        content:
          '<p>For a week now every group has met them on the east wall of La Gabinière, often with the ' +
          'groupers. Stay close to the rock when the current picks up.</p>',
      },
    },
  },
  {
    daysAgo: 14,
    eventInDays: 12,
    eventHourUtc: 6.5,
    picture: { subject: 'wreck', seed: 4 },
    comments: [
      { by: 'tom@demo.localhost', hoursAfter: 2, text: 'Count me in for the Donator!' },
      {
        by: 'marin@demo.localhost',
        hoursAfter: 28,
        text: 'Présent aussi. Je prends un bloc de 15 litres pour profiter de l’épave.',
      },
    ],
    text: {
      fr: {
        title: 'Sortie épave : le Donator',
        intro: 'Une matinée sur l’épave du Donator, pour les plongeurs de niveau 3 et plus.',
        content:
          '<p>Départ du port à 8 h 30, deux palanquées encadrées. Descente le long du bout jusqu’au pont ' +
          'vers 40 m, tour de l’hélice si le courant le permet, palier à la bouée.</p>' +
          '<ul><li>Niveau 3 ou équivalent</li><li>Bloc de 15 litres conseillé</li>' +
          '<li>Ordinateur de plongée obligatoire</li></ul>',
      },
      en: {
        title: 'Wreck trip: the Donator',
        intro: 'A morning on the Donator wreck, for level 3 divers and above.',
        content:
          '<p>Leaving the harbour at 8:30 am, two guided groups. Down the line to the deck at about 40 m, ' +
          'round the propeller if the current allows, safety stop at the buoy.</p>' +
          '<ul><li>Level 3 or equivalent</li><li>15-litre tank advised</li>' +
          '<li>Dive computer required</li></ul>',
      },
    },
  },
  {
    daysAgo: 20,
    eventInDays: null,
    picture: null,
    comments: [
      {
        by: 'hugo@demo.localhost',
        hoursAfter: 26,
        text: 'Inscrit pour la session de mai, vivement la première plongée au Cap des Mèdes.',
      },
    ],
    text: {
      fr: {
        title: 'Reprise des formations niveau 1',
        intro:
          'Les sessions de printemps commencent : quatre week-ends pour devenir plongeur autonome à 12 m.',
        content:
          '<p>Théorie au club le samedi matin, plongées au Cap des Mèdes et à la Pointe du Vaisseau. ' +
          'Certificat médical et deux photos d’identité à apporter au premier cours.</p>',
      },
      en: {
        title: 'Level 1 courses start again',
        intro: 'The spring sessions begin: four weekends to become a diver down to 12 m.',
        content:
          '<p>Theory at the club on Saturday mornings, dives at Cap des Mèdes and Pointe du Vaisseau. ' +
          'Bring a medical certificate and two passport photos to the first class.</p>',
      },
    },
  },
  {
    daysAgo: 40,
    eventInDays: null,
    picture: null,
    comments: [],
    text: {
      fr: {
        title: 'Bienvenue sur le nouveau site du club',
        intro: 'Carte des sites, galerie, vidéos et messagerie entre membres : tout le club au même endroit.',
        content:
          '<p>Créez votre compte pour aimer les photos, commenter les actualités et écrire aux autres ' +
          'membres. Les fiches des sites détaillent accès, niveau requis et meilleure saison.</p>',
      },
      en: {
        title: "Welcome to the club's new website",
        intro: 'Map of the sites, gallery, videos and members’ messages: the whole club in one place.',
        content:
          '<p>Create your account to like pictures, comment on news and write to other members. The site ' +
          'sheets give access, required level and best season.</p>',
      },
    },
  },
];

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
