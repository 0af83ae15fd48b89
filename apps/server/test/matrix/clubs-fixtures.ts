import { buildClub, DEFAULT_PASSWORD } from '../factories.ts';
import { type CallFixture, clubParam, noRow, row } from './call-fixture.ts';
import { buildSlide, unique } from './world.ts';

const text = { language_key: 'fr', Description: '<p>Texte</p>' };

/** The matrix's fixtures of a club's settings and pages: the club, its legal notice, live page and visits. */
export const clubsFixtures: Record<string, CallFixture> = {
  // clubs
  'POST /api/Clubs/createCarouselPicture': noRow(() => ({ file: true })),
  'POST /api/Clubs/createClub': noRow(({ world }) => {
    const alias = unique('new').replace(/\D/g, '');
    return {
      body: {
        club_name: 'Nouveau club',
        alias: `new${alias}`,
        Spot: true,
        Gallery: true,
        Dolphyn: false,
        Subscription_id: world.subscriptionId,
        languages: ['fr', 'en'],
        firstname: 'Alex',
        lastname: 'Durand',
        manager_email: `${unique('mgr')}@example.org`,
        password: DEFAULT_PASSWORD,
      },
    };
  }),
  'GET /api/Clubs/deleteCarouselPicture/{id}': row(async ({ world, side }) => ({
    params: { id: (await buildSlide(world.t, side.club)).id },
  })),
  // The super administrator deletes any club but the one whose site they are on: a new club each time.
  'GET /api/Clubs/deleteClub/{id}': noRow(async ({ world }) => ({
    params: { id: (await buildClub(world.t.db)).id },
  })),
  'POST /api/Clubs/editClub': row(({ side }) => ({
    body: {
      Id: side.club.id,
      Name: side.club.name,
      Phone: null,
      Email: null,
      Facebook_id: null,
      Facebook_link: null,
      Youtube_id: null,
      Live_url: null,
      Color: '#0b7285',
      Languages: ['fr', 'en'],
    },
  })),
  'POST /api/Clubs/editClubByAdmin': row(({ world, side }) => ({
    body: {
      Id: side.club.id,
      club_name: side.club.name,
      alias: side.club.alias,
      Subscription_id: world.subscriptionId,
      Spot: true,
      Gallery: true,
      Dolphyn: true,
      languages: ['fr', 'en'],
    },
  })),
  'POST /api/Clubs/editClubInfos': row(({ side }) => ({
    body: { Club_id: side.club.id, Language_key: 'fr', Opening: '9h-18h', Description: 'Club' },
  })),
  'POST /api/Clubs/editLogoUrl': noRow(() => ({ file: true })),
  'GET /api/Clubs/getAllClubSubscription/': noRow(() => ({})),
  'GET /api/Clubs/getAllLanguages': noRow(() => ({})),
  'GET /api/Clubs/getCarousel/{clubId}': row(clubParam),
  // The contract: its own manager, or the super administrator (any club).
  'GET /api/Clubs/getClub/{id}': row(({ side }) => ({ params: { id: side.club.id } }), {
    foreignAllowed: ['superAdministrator'],
  }),
  // The bare domain's club list looks any club up by its alias: public data of every club.
  'GET /api/Clubs/getClubByAlias/{alias}': row(({ side }) => ({ params: { alias: side.club.alias } }), {
    foreignAllowed: ['anonymous', 'member', 'manager', 'otherManager', 'otherMember', 'superAdministrator'],
  }),
  'GET /api/Clubs/getClubsForAdmin/{page}': noRow(() => ({ params: { page: 1 } })),
  'GET /api/Clubs/getInfos/{clubId}': row(clubParam),
  'GET /api/Clubs/getInfosAdmin/{languageKey}/{clubId}': row(({ side }) => ({
    params: { languageKey: 'fr', clubId: side.club.id },
  })),
  'GET /api/Clubs/getLanguagesByClub/{clubId}': row(clubParam),
  'GET /api/Clubs/getSubscription/{id}': noRow(({ world }) => ({ params: { id: world.subscriptionId } })),
  'GET /api/Clubs/toggleLive/{id}': row(({ side }) => ({ params: { id: side.club.id } })),

  'GET /api/Settings/getClientSettings': noRow(() => ({})),

  // legal notice, live page, analytics
  'POST /api/Imprint/editImageUrl': noRow(() => ({ file: true })),
  'GET /api/Imprint/getImprint': noRow(() => ({})),
  'GET /api/Imprint/getImprintAdmin/{languageKey}': noRow(() => ({ params: { languageKey: 'fr' } })),
  'POST /api/Imprint/updateImprint': noRow(() => ({ body: text })),
  'GET /api/Dolphyn/getDolphyn': noRow(() => ({})),
  'GET /api/Dolphyn/getDolphynAdmin/{languageKey}': noRow(() => ({ params: { languageKey: 'fr' } })),
  'GET /api/Dolphyn/getSolutionsAdmin/{languageKey}': noRow(() => ({ params: { languageKey: 'fr' } })),
  'POST /api/Dolphyn/updateDolphyn': noRow(() => ({ body: text })),
  'POST /api/Dolphyn/updateSolutions': noRow(() => ({ body: text })),
  'POST /api/Analytics/addPageView': noRow(() => ({ body: { path: '/news_list' } })),
  'GET /api/Analytics/getVisits/{clubId}': row(clubParam),
};
