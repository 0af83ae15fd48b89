import type { Subject } from '../../seed-data/underwater-art.ts';

/**
 * What the demo club's members have shared: pictures (drawn at seed time, see underwater-art.ts; the
 * carousel and the news items reuse them), videos, a live camera and past lives, conversations, and a
 * month of visits.
 *
 * The videos and lives are YouTube and Vimeo addresses of the right form whose ids are the demo's
 * own: they play nothing (the site shows its drawn poster); a club replaces them by its own.
 *
 * No picture or video is on La Gabinière, and no picture on Pointe du Vaisseau: the browser tests
 * of the gallery start these two spots empty (e2e/tests/media.spec.ts). Marin likes nothing: the
 * same test finds the one picture he likes.
 */

export const MANAGER = 'manager@demo.localhost';
export const MARIN = 'marin@demo.localhost';
export const LEA = 'lea@demo.localhost';
export const TOM = 'tom@demo.localhost';
const CAMILLE = 'camille@demo.localhost';
const HUGO = 'hugo@demo.localhost';
const INES = 'ines@demo.localhost';
const JULIEN = 'julien@demo.localhost';
const SOFIA = 'sofia@demo.localhost';

export interface DemoPicture {
  name: string;
  spot: string;
  by: string;
  subject: Subject;
  seed: number;
  daysAgo: number;
  views: number;
  likedBy: readonly string[];
}

/** Size of the pictures as the members' cameras hand them over. */
export const PICTURE_SIZE = { width: 1280, height: 853 };
/** Avatars are drawn square, at the size the profile keeps them. */
export const AVATAR_SIZE = { width: 256, height: 256 };

export const DEMO_PICTURES: readonly DemoPicture[] = [
  {
    name: 'Mérou brun au tombant',
    spot: 'Pointe de Montrémian',
    by: MANAGER,
    subject: 'grouper',
    seed: 1,
    daysAgo: 3,
    views: 184,
    likedBy: [LEA, TOM, CAMILLE, JULIEN, SOFIA],
  },
  {
    name: 'Barracuda school',
    spot: 'Pointe de Montrémian',
    by: TOM,
    subject: 'barracudas',
    seed: 2,
    daysAgo: 4,
    views: 231,
    likedBy: [MANAGER, LEA, CAMILLE, HUGO, INES, JULIEN],
  },
  {
    name: 'Randonnée à la lampe',
    spot: 'Sentier sous-marin de la Palud',
    by: LEA,
    subject: 'diver',
    seed: 3,
    daysAgo: 6,
    views: 97,
    likedBy: [MANAGER, CAMILLE, INES],
  },
  {
    name: 'Le Donator par 45 m',
    spot: 'Épave du Donator',
    by: MARIN,
    subject: 'wreck',
    seed: 4,
    daysAgo: 8,
    views: 312,
    likedBy: [MANAGER, TOM, JULIEN, SOFIA, HUGO],
  },
  {
    name: 'Étoile de mer rouge',
    spot: 'Sentier sous-marin de la Palud',
    by: LEA,
    subject: 'starfish',
    seed: 5,
    daysAgo: 10,
    views: 143,
    likedBy: [TOM, CAMILLE, INES, SOFIA],
  },
  {
    name: 'Gorgones sur la coque',
    spot: 'Épave du Donator',
    by: MANAGER,
    subject: 'gorgonians',
    seed: 6,
    daysAgo: 12,
    views: 205,
    likedBy: [LEA, TOM, JULIEN],
  },
  {
    name: 'Poulpe curieux',
    spot: 'Cap des Mèdes',
    by: MARIN,
    subject: 'octopus',
    seed: 7,
    daysAgo: 13,
    views: 176,
    likedBy: [LEA, CAMILLE, HUGO, INES],
  },
  {
    name: "Saupes au-dessus de l'herbe",
    spot: 'Cap des Mèdes',
    by: CAMILLE,
    subject: 'seagrass',
    seed: 8,
    daysAgo: 15,
    views: 88,
    likedBy: [MANAGER, LEA],
  },
  {
    name: 'Moray at home',
    spot: 'Pointe du Grand Langoustier',
    by: TOM,
    subject: 'moray',
    seed: 9,
    daysAgo: 17,
    views: 121,
    likedBy: [MANAGER, SOFIA, JULIEN],
  },
  {
    name: 'Mérou du Langoustier',
    spot: 'Pointe du Grand Langoustier',
    by: JULIEN,
    subject: 'grouper',
    seed: 10,
    daysAgo: 19,
    views: 64,
    likedBy: [TOM, CAMILLE],
  },
  {
    name: 'Deco stop on the line',
    spot: 'Épave du Donator',
    by: TOM,
    subject: 'diver',
    seed: 11,
    daysAgo: 21,
    views: 73,
    likedBy: [MANAGER, JULIEN],
  },
  {
    name: 'Gorgones rouges à 25 m',
    spot: 'Pointe de Montrémian',
    by: MARIN,
    subject: 'gorgonians',
    seed: 12,
    daysAgo: 24,
    views: 158,
    likedBy: [LEA, TOM, CAMILLE, SOFIA],
  },
  {
    name: 'Étoile de mer sur le sable',
    spot: 'Cap des Mèdes',
    by: INES,
    subject: 'starfish',
    seed: 13,
    daysAgo: 26,
    views: 49,
    likedBy: [LEA],
  },
  {
    name: 'Murène dans une coursive',
    spot: 'Épave du Donator',
    by: SOFIA,
    subject: 'moray',
    seed: 15,
    daysAgo: 29,
    views: 102,
    likedBy: [TOM, JULIEN, HUGO],
  },
];

export interface DemoVideo {
  name: string;
  url: string;
  spot: string;
  by: string;
  isVr: boolean;
  daysAgo: number;
  views: number;
  likedBy: readonly string[];
}

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    name: 'Plongée sur le Donator',
    url: 'https://www.youtube.com/watch?v=Xq3LmD7vT2k',
    spot: 'Épave du Donator',
    by: MARIN,
    isVr: false,
    daysAgo: 2,
    views: 143,
    likedBy: [MANAGER, TOM, JULIEN],
  },
  {
    name: 'Banc de barracudas à Montrémian',
    url: 'https://www.youtube.com/watch?v=bR8nWc1Yf5s',
    spot: 'Pointe de Montrémian',
    by: MANAGER,
    isVr: false,
    daysAgo: 5,
    views: 268,
    likedBy: [LEA, TOM, CAMILLE, SOFIA],
  },
  {
    name: 'Night snorkel at La Palud',
    url: 'https://vimeo.com/824519637',
    spot: 'Sentier sous-marin de la Palud',
    by: TOM,
    isVr: false,
    daysAgo: 9,
    views: 76,
    likedBy: [LEA, INES],
  },
  {
    name: 'Baptême au Cap des Mèdes',
    url: 'https://www.youtube.com/watch?v=uT4hKp9Zq0e',
    spot: 'Cap des Mèdes',
    by: LEA,
    isVr: false,
    daysAgo: 14,
    views: 54,
    likedBy: [MANAGER, HUGO],
  },
  {
    name: 'Le tombant de la Pointe du Vaisseau à 360°',
    url: 'https://vimeo.com/790243158',
    spot: 'Pointe du Vaisseau',
    by: MANAGER,
    isVr: true,
    daysAgo: 18,
    views: 119,
    likedBy: [TOM, JULIEN, SOFIA],
  },
  {
    name: 'Drift dive at Grand Langoustier',
    url: 'https://www.youtube.com/watch?v=Lm2VxQ8rN6w',
    spot: 'Pointe du Grand Langoustier',
    by: SOFIA,
    isVr: false,
    daysAgo: 23,
    views: 38,
    likedBy: [TOM],
  },
  {
    name: "Poulpes de l'herbier",
    url: 'https://vimeo.com/812376540',
    spot: 'Cap des Mèdes',
    by: CAMILLE,
    isVr: false,
    daysAgo: 28,
    views: 61,
    likedBy: [LEA, MANAGER],
  },
];

/** The club's carousel: pictures of the gallery, framed 16:9 as the carousel editor frames them. */
export const DEMO_CAROUSEL: readonly { subject: Subject; seed: number }[] = [
  { subject: 'wreck', seed: 4 },
  { subject: 'barracudas', seed: 2 },
  { subject: 'gorgonians', seed: 6 },
];

/** The spot filmed live right now by the club's camera (a YouTube live video id). */
export const DEMO_LIVE = { spot: 'Pointe du Vaisseau', videoId: 'Vx5pL0cTq8s', startedMinutesAgo: 35 };

/** Past lives of La Gabinière, kept as replays. */
export const DEMO_REPLAYS: readonly { spot: string; videoId: string; daysAgo: number; minutes: number }[] = [
  { spot: 'La Gabinière', videoId: 'Gb7kQ2wLx9p', daysAgo: 4, minutes: 52 },
  { spot: 'La Gabinière', videoId: 'Gb3nR8tVy1m', daysAgo: 11, minutes: 38 },
];

/** The 3D model: the Donator wreck (wreck-model.ts). */
export const DEMO_MODEL_SPOT = 'Épave du Donator';

/** The live page's text (SPEC: the club's live page). */
export const DEMO_LIVE_PAGE = {
  fr:
    'Suivez nos plongées en direct : la caméra du club filme le tombant de la Pointe du Vaisseau ' +
    'tous les jours de 9 h à 17 h, et nos sorties sont parfois retransmises depuis le bateau.',
  en:
    'Follow our dives live: the club camera films the Pointe du Vaisseau wall every day from 9 am to ' +
    '5 pm, and some of our trips are streamed from the boat.',
};

export interface DemoMessage {
  from: string;
  text: string;
  minutesAgo: number;
  read: boolean;
}

/**
 * Private conversations with the manager; the last message from Tom is still unread, so the
 * manager's badge shows one. Marin and Léa have none: the messaging test starts them from zero.
 */
export const DEMO_CONVERSATIONS: readonly { between: [string, string]; messages: DemoMessage[] }[] = [
  {
    between: [TOM, MANAGER],
    messages: [
      {
        from: TOM,
        minutesAgo: 3 * 24 * 60,
        read: true,
        text: 'Hello Claire, is there still room on the Donator trip?',
      },
      {
        from: MANAGER,
        minutesAgo: 3 * 24 * 60 - 45,
        read: true,
        text: 'Bonjour Tom, oui : il reste deux places. Apportez votre carte de niveau 3 et votre ordinateur.',
      },
      {
        from: TOM,
        minutesAgo: 2 * 24 * 60,
        read: true,
        text: 'Great, please put me down. Can I rent a 15-litre tank from the club?',
      },
      {
        from: MANAGER,
        minutesAgo: 2 * 24 * 60 - 20,
        read: true,
        text: 'C’est noté, et le bloc de 15 litres vous attend au club.',
      },
      { from: TOM, minutesAgo: 95, read: false, text: 'Thanks a lot! See you on the boat.' },
    ],
  },
  {
    between: [JULIEN, MANAGER],
    messages: [
      {
        from: JULIEN,
        minutesAgo: 6 * 24 * 60,
        read: true,
        text: 'Bonjour Claire, je peux encadrer une palanquée de niveaux 1 samedi au Cap des Mèdes.',
      },
      {
        from: MANAGER,
        minutesAgo: 6 * 24 * 60 - 30,
        read: true,
        text: 'Merci Julien ! Rendez-vous au club à 8 h 30, je vous confie Hugo et Inès.',
      },
    ],
  },
];

/** Pages a visitor opens most, and their share of a day's views. */
export const DEMO_VISITED_PAGES: readonly { path: string; share: number }[] = [
  { path: '/', share: 0.34 },
  { path: '/galerie', share: 0.14 },
  { path: '/news_list', share: 0.1 },
  { path: '/video', share: 0.08 },
  { path: '/club', share: 0.06 },
  { path: '/live', share: 0.05 },
  // Spot pages and the newest news item: their ids are known once seeded ({spot:Name}, {news:0}).
  { path: '{spot:Épave du Donator}', share: 0.07 },
  { path: '{spot:La Gabinière}', share: 0.08 },
  { path: '{spot:Pointe du Vaisseau}', share: 0.04 },
  { path: '{news:0}', share: 0.04 },
];
