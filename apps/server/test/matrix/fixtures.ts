import { buildClub, buildMember, DEFAULT_PASSWORD, type UserRow } from '../factories.ts';
import { divePlansFixtures } from './dive-plans-fixtures.ts';
import { diverFilesFixtures } from './diver-files-fixtures.ts';
import { outingFixtures } from './outings-fixtures.ts';
import {
  type ActorKind,
  buildComment,
  buildNews,
  buildOneTimeToken,
  buildPicture,
  buildSlide,
  buildSpot,
  buildUnvalidated,
  buildVideo,
  type ClubSide,
  type SignedActor,
  unique,
  type World,
} from './world.ts';

/** One request of the matrix: path parameters, body fields, and whether a picture file is sent. */
export interface CallRequest {
  params?: Record<string, string | number>;
  body?: Record<string, unknown>;
  file?: boolean;
}

export interface FixtureContext {
  world: World;
  /** The club whose row the request names: club A (own row) or club B (another club's row). */
  side: ClubSide;
  actor: SignedActor;
}

export interface CallFixture {
  /** Whether the request names a row of a club; if not, the "another club's row" column is skipped. */
  rows: boolean;
  /** Builds a valid request; called once per actor and club, so calls that change rows get fresh ones. */
  build(context: FixtureContext): Promise<CallRequest> | CallRequest;
  /** The call ends or changes the caller's own account: each actor makes it from a new account of its kind. */
  freshActor?: boolean;
  /**
   * A read: who may make it on another club's row; nobody unless said (the row is hidden). A write's
   * is said in write-access.ts.
   */
  foreignAllowed?: readonly ActorKind[];
  /**
   * A read: who its access rule lets in but it still refuses on this club's row (why is said where
   * set). A write's is said in write-access.ts.
   */
  ownRefused?: readonly ActorKind[];
  /**
   * Who makes the call in the tests that make it once, as someone allowed (call-effects.test.ts): by
   * default the least its access rule lets in; set for a call a rule of its own narrows further (a
   * dive plan is written by the club's managers and the outing's dive director, not any member).
   */
  caller?: ActorKind;
  /** Statuses an allowed request may answer besides 2xx/3xx (why is said where it is set). */
  allowedStatuses?: readonly number[];
  /** Statuses that also mean "refused" for another club's row, e.g. 400 for a body naming it. */
  refusedStatuses?: readonly number[];
}

/** The row's author: the caller when they belong to that club, else the club's member. */
function author({ side, actor }: FixtureContext): UserRow {
  return actor.user && actor.user.clubId === side.club.id ? actor.user : side.member;
}

const freshMember = ({ world, side }: FixtureContext) => buildMember(world.t.db, side.club);
const clubParam = ({ side }: FixtureContext) => ({ params: { clubId: side.club.id } });
const spotParam =
  (name: string) =>
  ({ side }: FixtureContext) => ({ params: { [name]: side.spot.id } });

const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Tombant</name>
<Placemark><name>Bouée</name><Point><coordinates>6.3925,42.9918,0</coordinates></Point></Placemark></Document></kml>`;

/** A new drawn layer of the club's spot, made through the API by its manager; returns its name. */
async function buildLayer({ world, side }: FixtureContext): Promise<string> {
  const name = unique('Layer ');
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/Spots/uploadKmlFile',
    headers: side.managerHeaders,
    payload: { Name: name, Data: kml, Spot_id: side.spot.id, Uploaded: false },
  });
  if (response.statusCode !== 200) throw new Error(`layer not created: ${response.body}`);
  return name;
}

/** A drawn layer saved twice by its manager, so it has version 1 in its history; returns its name. */
async function buildLayerWithVersion(context: FixtureContext): Promise<string> {
  const name = await buildLayer(context);
  const response = await context.world.t.app.inject({
    method: 'POST',
    url: '/api/Spots/editKmlFile',
    headers: context.side.managerHeaders,
    payload: { Name: name, Old_name: name, Data: kml, Spot_id: context.side.spot.id, Uploaded: false },
  });
  if (response.statusCode !== 200) throw new Error(`layer not saved again: ${response.body}`);
  return name;
}

const noRow = (build: CallFixture['build'], extra: Partial<CallFixture> = {}): CallFixture => ({
  rows: false,
  build,
  ...extra,
});
const row = (build: CallFixture['build'], extra: Partial<CallFixture> = {}): CallFixture => ({
  rows: true,
  build,
  ...extra,
});

const notAMember: Partial<CallFixture> = { ownRefused: ['superAdmin'] };

const profile = {
  Lastname: 'Martin',
  Firstname: 'Camille',
  Nickname: null,
  Country_id: null,
  Gender: null,
  Birthdate: null,
  Practice_type: 4,
  Organism: null,
  Diving_level: null,
};
const text = { language_key: 'fr', Description: '<p>Texte</p>' };

/**
 * A valid request of every call of the contract, keyed `METHOD path`. A call of the contract
 * without an entry here fails the matrix: a new call cannot escape it.
 */
export const fixtures: Record<string, CallFixture> = {
  // accounts
  'POST /api/Users/askNewEmail': noRow(() => ({
    body: { new_email: `${unique('new')}@example.org`, password: DEFAULT_PASSWORD },
  })),
  'POST /api/Users/changePassword': noRow(({ side }) => ({
    body: { email: side.member.email, club_id: side.club.id },
  })),
  'POST /api/Users/changePasswordProfile': noRow(
    () => ({ body: { old_password: DEFAULT_PASSWORD, new_password: 'another long password' } }),
    { freshActor: true },
  ),
  'POST /api/Users/connection/': noRow(({ side }) => ({
    body: { email: side.member.email, password: DEFAULT_PASSWORD, club_id: side.club.id },
  })),
  'POST /api/Users/editAvatar': noRow(() => ({ file: true })),
  'GET /api/Users/getRole': noRow(() => ({})),
  'GET /api/Users/getUserDetailsByToken': noRow(() => ({})),
  'POST /api/Users/register': noRow(() => ({
    body: { ...profile, Email: `${unique('reg')}@example.org`, Password: DEFAULT_PASSWORD },
  })),
  'GET /api/Users/removeToken/{token}': noRow(() => ({ params: { token: 'a'.repeat(43) } })),
  // The reset link of a member of club B, opened on club A's site, is not valid there.
  'POST /api/Users/resetPassword': row(
    async (context) => ({
      body: {
        token: await buildOneTimeToken(context.world.t, {
          purpose: 'reset_password',
          user: await freshMember(context),
          clubId: context.side.club.id,
        }),
        new_password: 'another long password',
      },
    }),
    { refusedStatuses: [400] },
  ),
  'GET /api/Users/setNewEmail/{token}': row(
    async (context) => ({
      params: {
        token: await buildOneTimeToken(context.world.t, {
          purpose: 'change_email',
          user: await freshMember(context),
          clubId: context.side.club.id,
          newEmail: `${unique('changed')}@example.org`,
        }),
      },
    }),
    { refusedStatuses: [400] },
  ),
  'POST /api/Users/updateProfile': noRow(() => ({ body: { ...profile, Language_key: 'fr' } })),
  'GET /api/Users/validate/{token}': row(
    async ({ world, side }) => ({
      params: {
        token: await buildOneTimeToken(world.t, {
          purpose: 'validate_account',
          user: await buildUnvalidated(world.t, side.club),
          clubId: side.club.id,
        }),
      },
    }),
    { refusedStatuses: [400] },
  ),
  'GET /api/Countries/getAllCountries': noRow(() => ({})),

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
    foreignAllowed: ['superAdmin'],
  }),
  // The bare domain's club list looks any club up by its alias: public data of every club.
  'GET /api/Clubs/getClubByAlias/{alias}': row(({ side }) => ({ params: { alias: side.club.alias } }), {
    foreignAllowed: ['anonymous', 'member', 'manager', 'otherManager', 'otherMember', 'superAdmin'],
  }),
  'GET /api/Clubs/getClubsForAdmin/{page}': noRow(() => ({ params: { page: 1 } })),
  'GET /api/Clubs/getInfos/{clubId}': row(clubParam),
  'GET /api/Clubs/getInfosAdmin/{languageKey}/{clubId}': row(({ side }) => ({
    params: { languageKey: 'fr', clubId: side.club.id },
  })),
  'GET /api/Clubs/getLanguagesByClub/{clubId}': row(clubParam),
  'GET /api/Clubs/getSubscription/{id}': noRow(({ world }) => ({ params: { id: world.subscriptionId } })),
  'GET /api/Clubs/toggleLive/{id}': row(({ side }) => ({ params: { id: side.club.id } })),

  // news
  'POST /api/News/addComment': row(({ side }) => ({
    body: { news_id: side.news.id, comment_content: 'Merci !' },
  })),
  'GET /api/News/deleteComment/{id}': row(async (context) => ({
    params: {
      id: (await buildComment(context.world.t, context.side.club, context.side.news.id, author(context))).id,
    },
  })),
  'GET /api/News/deleteNews/{id}': row(async ({ world, side }) => ({
    params: { id: (await buildNews(world.t, side.club, side.manager)).id },
  })),
  'POST /api/News/editImageUrl/{id}': row(({ side }) => ({ params: { id: side.news.id }, file: true })),
  'POST /api/News/editNewsContent': row(({ side }) => ({
    body: {
      Id: side.news.id,
      Is_event: false,
      Event_date: null,
      news_list: [{ Language_key: 'fr', Title: 'Sortie', Intro_content: '', News_content: '<p>Port</p>' }],
    },
  })),
  'GET /api/News/getComments/{id}': row(({ side }) => ({ params: { id: side.news.id } })),
  'GET /api/News/getCommentsPage/{id}': row(async (context) => ({
    params: { id: context.side.news.id },
    // The page before a new comment of the item: the cursor is a row of the same club too.
    body: {
      before: (await buildComment(context.world.t, context.side.club, context.side.news.id, author(context)))
        .id,
    },
  })),
  'GET /api/News/getLastNewsByClub/{clubId}': row(clubParam),
  'GET /api/News/getNewsByClub/{clubId}/{page}': row(({ side }) => ({
    params: { clubId: side.club.id, page: 1 },
  })),
  'GET /api/News/getNewsById/{id}': row(({ side }) => ({ params: { id: side.news.id } })),
  'GET /api/News/getNewsDetails/{id}': row(({ side }) => ({ params: { id: side.news.id } })),

  // messages: between members of one club; the super administrator belongs to no club (SPEC.md section 4)
  'GET /api/Messages/countUnread': noRow(() => ({}), notAMember),
  'GET /api/Users/getAllUsersByClubForMessage/{clubId}': row(clubParam, notAMember),
  'GET /api/Messages/getMessages/{userId}/{page}': row(({ side }) => ({
    params: { userId: side.peer.id, page: 1 },
  })),
  'GET /api/Users/getUsersByMessage': noRow(() => ({}), notAMember),
  'POST /api/Messages/sendMessage': row(
    ({ side }) => ({ body: { user_id: side.peer.id, message: 'Salut' } }),
    { refusedStatuses: [400] },
  ),

  // social login, own data
  // No provider is configured in tests: the call answers facebook_error (400) to everyone it lets in.
  'POST /api/Users/facebook': noRow(() => ({ body: { code: 'abc' } }), { allowedStatuses: [400] }),
  'GET /api/Users/facebookAvailable': noRow(() => ({})),
  // The super administrator's account is no member's: it has no member's data to export here.
  'POST /api/Users/deleteMyAccount': noRow(() => ({ body: { password: DEFAULT_PASSWORD } }), {
    freshActor: true,
  }),
  'GET /api/Users/exportMyData': noRow(() => ({}), notAMember),

  // spots, layers, lives
  'GET /api/Spots/getSpotsByClub/{clubId}': row(clubParam),
  'GET /api/Spots/getMapConfig': noRow(() => ({})),
  'GET /api/Spots/getQuota': noRow(() => ({})),
  'GET /api/Spots/getSpot/{id}': row(spotParam('id')),
  'GET /api/Spots/getInfos/{id}': row(spotParam('id')),
  'GET /api/Spots/getInfosAdmin/{languageKey}/{spotId}': row(({ side }) => ({
    params: { languageKey: 'fr', spotId: side.spot.id },
  })),
  'GET /api/Spots/getMedia/{spotId}': row(spotParam('spotId')),
  'GET /api/Spots/getLayers/{spotId}/{uploadedFlag}': row(({ side }) => ({
    params: { spotId: side.spot.id, uploadedFlag: 0 },
  })),
  'GET /api/Spots/getReplays/{spotId}/{page}': row(({ side }) => ({
    params: { spotId: side.spot.id, page: 0 },
  })),
  'POST /api/Spots/createSpot': noRow(() => ({
    body: { Name: 'Port-Cros', Longitude: 6.39, Latitude: 42.99 },
  })),
  'POST /api/Spots/editSpot': row(({ side }) => ({
    body: { Id: side.spot.id, Name: 'Les Moines', Longitude: 5.3, Latitude: 43.2 },
  })),
  'POST /api/Spots/editSpotInfos': row(({ side }) => ({
    body: {
      Spot_id: side.spot.id,
      Language_key: 'fr',
      Description: '<p>Tombant</p>',
      Required_level: null,
      Accessibility: null,
      Visibility: null,
      Dominant_flux: null,
      Dominant_flux_orientation: null,
      Dominant_wind: null,
      Dominant_wind_orientation: null,
      Best_month_from: 6,
      Best_month_to: 9,
      Difficulty: null,
    },
  })),
  'GET /api/Spots/deleteSpot/{id}': row(async ({ world, side }) => ({
    params: { id: (await buildSpot(world.t, side.club)).id },
  })),
  'POST /api/Spots/uploadKmlFile': row(({ side }) => ({
    body: { Name: unique('Layer '), Data: kml, Spot_id: side.spot.id, Uploaded: false },
  })),
  // The matrix sends every file call its JPEG, which a manager's upload answers not_kml (400): the
  // access rule is what is checked here; KML and KMZ files are tested in layer-upload.test.ts.
  'POST /api/Spots/uploadLayerFile': row(({ side }) => ({ body: { Spot_id: side.spot.id }, file: true }), {
    allowedStatuses: [400],
  }),
  'POST /api/Spots/editKmlFile': row(async (context) => ({
    body: {
      Name: unique('Renamed '),
      Old_name: await buildLayer(context),
      Data: kml,
      Spot_id: context.side.spot.id,
      Uploaded: false,
    },
  })),
  'GET /api/Spots/deleteLayer/{name}/{spotId}/{uploadedFlag}': row(async (context) => ({
    params: { name: await buildLayer(context), spotId: context.side.spot.id, uploadedFlag: 0 },
  })),
  // Public, as the layer's KML on the club's map; another club's spot is missing.
  'GET /api/Spots/exportLayer/{spotId}/{uploadedFlag}/{layerName}': row(async (context) => ({
    params: { spotId: context.side.spot.id, uploadedFlag: 0, layerName: await buildLayer(context) },
    body: { format: 'kmz' },
  })),
  'GET /api/Spots/getLayerVersions/{spotId}/{uploadedFlag}/{layerName}': row(async (context) => ({
    params: {
      spotId: context.side.spot.id,
      uploadedFlag: 0,
      layerName: await buildLayerWithVersion(context),
    },
  })),
  'GET /api/Spots/getLayerVersion/{spotId}/{uploadedFlag}/{layerName}/{version}': row(async (context) => ({
    params: {
      spotId: context.side.spot.id,
      uploadedFlag: 0,
      layerName: await buildLayerWithVersion(context),
      version: 1,
    },
  })),
  'POST /api/Spots/restoreLayerVersion': row(async (context) => ({
    body: {
      Spot_id: context.side.spot.id,
      Uploaded: 0,
      Name: await buildLayerWithVersion(context),
      Version: 1,
    },
  })),
  'POST /api/Spots/uploadMarkerPicture': row(({ world, side }) => ({
    body: { Picture_data: world.jpeg.toString('base64'), Picture_extension: 'jpg', Spot_id: side.spot.id },
  })),
  'GET /api/Spots/createLive/{id}': row(spotParam('id')),
  'POST /api/Spots/updateLive': row(({ side }) => ({
    body: { Spot_id: side.spot.id, Url: 'https://youtu.be/dQw4w9WgXcQ' },
  })),
  'GET /api/Spots/finishLive/{id}': row(spotParam('id')),

  // pictures
  'GET /api/Pictures/addView/{id}': row(({ side }) => ({ params: { id: side.picture.id } })),
  'GET /api/Pictures/deletePicture/{id}': row(async (context) => ({
    params: {
      id: (await buildPicture(context.world.t, context.side.club, author(context), context.side.spot.id)).id,
    },
  })),
  'GET /api/Pictures/getLastPicture/{clubId}': row(clubParam),
  'POST /api/Pictures/getPictures': row(({ side }) => ({ body: { page: 1, club_id: side.club.id } })),
  'GET /api/Pictures/likePicture/{id}': row(({ side }) => ({ params: { id: side.picture.id } })),
  'POST /api/Pictures/uploadPicture': row(
    ({ side }) => ({ body: { Name: 'Mérou', Spot_id: side.spot.id }, file: true }),
    {
      refusedStatuses: [400],
    },
  ),

  // videos
  'GET /api/Videos/addView/{id}': row(({ side }) => ({ params: { id: side.video.id } })),
  'POST /api/Videos/createVideo': row(
    ({ side }) => ({
      body: {
        Name: 'Nuit',
        Url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        Spot_id: side.spot.id,
        Is_vr: false,
      },
    }),
    { refusedStatuses: [400] },
  ),
  'GET /api/Videos/deleteVideo/{id}': row(async (context) => ({
    params: {
      id: (await buildVideo(context.world.t, context.side.club, author(context), context.side.spot.id)).id,
    },
  })),
  'GET /api/Videos/getLastVideo/{clubId}': row(clubParam),
  'POST /api/Videos/getVideos': row(({ side }) => ({ body: { page: 1, club_id: side.club.id } })),
  'GET /api/Videos/likeVideo/{id}': row(({ side }) => ({ params: { id: side.video.id } })),

  'GET /api/Settings/getClientSettings': noRow(() => ({})),

  // members
  'POST /api/Users/changeUserPassword': row(async (context) => {
    const target = await freshMember(context);
    return { body: { id: target.id, email: target.email, new_password: 'another long password' } };
  }),
  'GET /api/Users/countUsersByClub/{clubId}': row(clubParam),
  'POST /api/Users/editManager': row(({ side }) => ({
    body: { ...profile, Id: side.member.id, Email: side.member.email, Phone: null, Function: null },
  })),
  'POST /api/Users/editManagerAvatar/{id}': row(({ side }) => ({
    params: { id: side.member.id },
    file: true,
  })),
  'GET /api/Users/generateNewToken/{clubId}': row(clubParam),
  'GET /api/Users/getAllUsersByClub/{clubId}': row(clubParam),
  'GET /api/Users/getUserById/{id}': row(({ side }) => ({ params: { id: side.member.id } }), {
    foreignAllowed: ['superAdmin'],
  }),
  'GET /api/Users/getUsersByClub/{clubId}/{page}': row(({ side }) => ({
    params: { clubId: side.club.id, page: 1 },
  })),
  // The token is the credential; one made for club B is refused on club A's site (hand_over_invalid).
  'POST /api/Users/redeemHandOverToken': row(
    async ({ world, side }) => ({
      body: {
        token: await buildOneTimeToken(world.t, {
          purpose: 'club_handover',
          user: world.superAdmin,
          clubId: side.club.id,
        }),
      },
    }),
    { refusedStatuses: [400] },
  ),
  'GET /api/Users/removeUser/{id}': row(async (context) => ({
    params: { id: (await freshMember(context)).id },
  })),

  // imprint, Dolphyn live pages, analytics
  'POST /api/Imprint/editImageUrl': noRow(() => ({ file: true })),
  'GET /api/Imprint/getImprint': noRow(() => ({})),
  'GET /api/Imprint/getImprintAdmin/{languageKey}': noRow(() => ({ params: { languageKey: 'fr' } })),
  'POST /api/Imprint/updateImprint': noRow(() => ({ body: text })),
  'GET /api/Dolphyn/getDolphyn': noRow(() => ({})),
  'GET /api/Dolphyn/getDolphynAdmin/{languageKey}': noRow(() => ({ params: { languageKey: 'fr' } })),
  'GET /api/Dolphyn/getSolutionsAdmin/{languageKey}': noRow(() => ({ params: { languageKey: 'fr' } })),
  'POST /api/Dolphyn/updateDolphyn': noRow(() => ({ body: text })),
  'POST /api/Dolphyn/updateSolutions': noRow(() => ({ body: text })),
  'POST /api/Analytics/addPageView': noRow(() => ({ body: { path: '/news' } })),
  'GET /api/Analytics/getVisits/{clubId}': row(clubParam),

  ...outingFixtures,
  ...diverFilesFixtures,
  ...divePlansFixtures,
};
