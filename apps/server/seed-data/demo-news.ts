import type { Bilingual } from './demo-club.ts';
import type { Subject } from './underwater-art.ts';

/** The demo club's news items, with their pictures and a member's comment. */

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
