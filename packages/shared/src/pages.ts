/**
 * Every page of a club's site, once (SPEC.md section 2): its pattern, its link builder, who may see
 * it, whether the server renders it, counts it, lists it in the sitemap and the service worker keeps
 * it, and the calls that load it. The router (apps/web/src/app), the server's renderer and robots /
 * sitemap (apps/server/src/modules/site, seo), the statistics (`countedPagePath`) and the service
 * worker (apps/web/src/features/offline) read this list; a new page is one entry here plus its
 * component (apps/web/src/app/page-components.ts).
 */

import { getCarousel, getClubByAlias, getInfos as getClubInfos } from '@club/shared/api/clubs';
import { getAllCountries } from '@club/shared/api/countries';
import { getLayers } from '@club/shared/api/layers';
import { getImprint } from '@club/shared/api/legal-notice';
import { getReplays } from '@club/shared/api/live';
import { getDolphyn } from '@club/shared/api/live-page';
import { MEDIA_ORDERS } from '@club/shared/api/media-item';
import { countUsersByClub, getUsersByClub } from '@club/shared/api/members';
import { getCommentsPage, getLastNewsByClub, getNewsByClub, getNewsDetails } from '@club/shared/api/news';
import { getOuting, getOutings } from '@club/shared/api/outings';
import { getLastPicture, getPictures } from '@club/shared/api/pictures';
import { getClientSettings } from '@club/shared/api/settings';
import {
  getMapConfig,
  getMedia,
  getSpot,
  getInfos as getSpotInfos,
  getSpotsByClub,
} from '@club/shared/api/spots';
import { getLastVideo, getVideos } from '@club/shared/api/videos';
import { load, type PageAddress, type PageLoad, page } from './page-kit.ts';

const id = (value: string | undefined) => Number(value);

/** The club of the site's alias: every page starts from it (SPEC.md section 2). */
export const clubLoad = (alias: string) => load(getClubByAlias, { params: { alias } });

/** What every page of the site loads with the club: its spots (the side menu, the map, the live banner). */
export const siteLoads = ({ clubId }: PageAddress): PageLoad[] => [
  load(getSpotsByClub, { params: { clubId } }),
];

const manager = (pattern: string) => ({ pattern, access: 'manager' as const });

const superAdministrator = (pattern: string) => ({ pattern, access: 'superAdministrator' as const });

const carousel = (clubId: number) => load(getCarousel, { params: { clubId } });

/** The home and a spot's page: the map, the club's carousel and its latest news, picture and video. */
const homeLoads = ({ clubId }: PageAddress) => [
  load(getMapConfig, { browserOnly: true }),
  carousel(clubId),
  load(getLastNewsByClub, { params: { clubId } }),
  load(getLastPicture, { params: { clubId } }),
  load(getLastVideo, { params: { clubId } }),
];

const picturesLoad = (clubId: number, spotId: number, memberId: number) =>
  load(getPictures, {
    body: { page: 0, club_id: clubId, spot_id: spotId, member_id: memberId },
    paged: { in: 'body', field: 'page', first: 0 },
  });

const videosLoad = (at: PageAddress, spotId: number, memberId: number) => {
  const asked = at.search.get('order');
  const order = MEDIA_ORDERS.find((known) => known === asked) ?? 'creation_date';
  return load(getVideos, {
    body: { page: 0, club_id: at.clubId, spot_id: spotId, member_id: memberId, order },
    paged: { in: 'body', field: 'page', first: 0 },
  });
};

export const pages = {
  home: page(
    { pattern: '/', access: 'public', sitemap: 'always', offline: 'copy', loads: homeLoads },
    () => '/',
  ),
  homeSpot: page(
    {
      pattern: '/home/:spotId',
      access: 'public',
      sitemap: 'eachSpot',
      offline: 'copy',
      loads: (at) => {
        const spotId = id(at.params.spotId);
        return [
          ...homeLoads(at),
          load(getLayers, { params: { spotId, uploadedFlag: 0 } }),
          load(getLayers, { params: { spotId, uploadedFlag: 1 } }),
          load(getMedia, { params: { spotId } }),
          load(getSpotInfos, { params: { id: spotId } }),
        ];
      },
    },
    (spotId: number) => `/home/${spotId}`,
  ),
  video: page(
    {
      pattern: '/video',
      access: 'public',
      sitemap: 'always',
      offline: 'copy',
      query: ['order'],
      loads: (at) => [videosLoad(at, 0, 0)],
    },
    () => '/video',
  ),
  videoFiltered: page(
    {
      pattern: '/video/:spotId/:memberId',
      access: 'public',
      offline: 'copy',
      query: ['order'],
      loads: (at) => [videosLoad(at, id(at.params.spotId), id(at.params.memberId))],
    },
    (spotId: number, memberId: number) => `/video/${spotId}/${memberId}`,
  ),
  replays: page(
    {
      pattern: '/replays/:spotId',
      access: 'public',
      loads: (at) => {
        const spotId = id(at.params.spotId);
        return [load(getSpot, { params: { id: spotId } }), load(getReplays, { params: { spotId, page: 0 } })];
      },
    },
    (spotId: number) => `/replays/${spotId}`,
  ),
  news: page(
    {
      pattern: '/news/:newsId',
      access: 'public',
      sitemap: 'eachNews',
      offline: 'copy',
      loads: (at) => {
        const newsId = id(at.params.newsId);
        return [
          load(getNewsDetails, { params: { id: newsId } }),
          load(getCommentsPage, {
            params: { id: newsId },
            body: {},
            paged: { in: 'body', field: 'before', first: null },
          }),
        ];
      },
    },
    (newsId: number) => `/news/${newsId}`,
  ),
  newsList: page(
    {
      pattern: '/news_list',
      access: 'public',
      sitemap: 'always',
      offline: 'copy',
      loads: ({ clubId }) => [
        load(getNewsByClub, {
          params: { clubId, page: 0 },
          paged: { in: 'params', field: 'page', first: 0 },
        }),
      ],
    },
    () => '/news_list',
  ),
  live: page(
    {
      pattern: '/live',
      access: 'public',
      sitemap: 'whenLivePage',
      loads: ({ clubId }) => [load(getDolphyn), carousel(clubId)],
    },
    () => '/live',
  ),
  register: page(
    { pattern: '/register', access: 'visitor', sitemap: 'always', loads: () => [load(getAllCountries)] },
    () => '/register',
  ),
  registerSuccess: page({ pattern: '/register_success', access: 'public' }, () => '/register_success'),
  profile: page({ pattern: '/profile', access: 'signedIn' }, () => '/profile'),
  /** The member's own papers (issue 34): medical certificate, licence, membership, aptitudes. */
  myDiverFile: page({ pattern: '/profile/papiers', access: 'member' }, () => '/profile/papiers'),
  conversations: page({ pattern: '/contact', access: 'member' }, () => '/contact'),
  conversation: page(
    { pattern: '/contact/:memberId', access: 'member' },
    (memberId: number) => `/contact/${memberId}`,
  ),
  legalNotice: page(
    {
      pattern: '/view_mention_legale',
      access: 'public',
      sitemap: 'always',
      offline: 'copy',
      loads: () => [load(getImprint)],
    },
    () => '/view_mention_legale',
  ),
  gallery: page(
    {
      pattern: '/galerie',
      access: 'public',
      sitemap: 'whenGallery',
      offline: 'copy',
      loads: ({ clubId }) => [picturesLoad(clubId, 0, 0), load(getClientSettings)],
    },
    () => '/galerie',
  ),
  galleryFiltered: page(
    {
      pattern: '/galerie/:spotId/:memberId',
      access: 'public',
      offline: 'copy',
      loads: (at) => [
        picturesLoad(at.clubId, id(at.params.spotId), id(at.params.memberId)),
        load(getClientSettings),
      ],
    },
    (spotId: number, memberId: number) => `/galerie/${spotId}/${memberId}`,
  ),
  club: page(
    {
      pattern: '/club',
      access: 'public',
      sitemap: 'always',
      offline: 'copy',
      loads: ({ clubId }) => [
        load(getClubInfos, { params: { clubId } }),
        load(countUsersByClub, { params: { clubId } }),
        load(getUsersByClub, {
          params: { clubId, page: 0 },
          paged: { in: 'params', field: 'page', first: 0 },
        }),
        carousel(clubId),
      ],
    },
    () => '/club',
  ),
  /** The club's outings (issue 14): upcoming ones, or past ones with `?past=1`. */
  outings: page(
    {
      pattern: '/sorties',
      access: 'public',
      sitemap: 'always',
      offline: 'copy',
      query: ['past'],
      loads: ({ clubId, search }) => [
        load(getOutings, {
          params: { clubId, page: 0 },
          body: { past: search.get('past') === '1' },
          paged: { in: 'params', field: 'page', first: 0 },
        }),
      ],
    },
    (past = false) => (past ? '/sorties?past=1' : '/sorties'),
  ),
  outing: page(
    {
      pattern: '/sorties/:outingId',
      access: 'public',
      offline: 'copy',
      loads: (at) => [load(getOuting, { params: { id: id(at.params.outingId) } })],
    },
    (outingId: number) => `/sorties/${outingId}`,
  ),
  /**
   * An outing's palanquées and safety sheet (issue 31): its managers and dive director; a member's own
   * palanquée.
   */
  outingDivePlan: page(
    { pattern: '/sorties/:outingId/palanquees', access: 'member', offline: 'appShell' },
    /** `sheet` opens the safety sheet's tab. */
    (outingId: number, tab?: 'sheet') => `/sorties/${outingId}/palanquees${tab ? `?tab=${tab}` : ''}`,
  ),
  auth: page({ pattern: '/auth/:token', access: 'link' }, (token: string) => `/auth/${token}`),
  changeEmail: page(
    { pattern: '/change_email/:token', access: 'link' },
    (token: string) => `/change_email/${token}`,
  ),
  /** Not in the original route list: the page of the one-time link of a forgotten-password mail. */
  resetPassword: page(
    { pattern: '/reset_password/:token', access: 'link' },
    (token: string) => `/reset_password/${token}`,
  ),
  admin: adminPages(),
  superAdministrator: superAdministratorPages(),
};

/** The club's admin area (SPEC.md section 6), for its managers. */
function adminPages() {
  return {
    club: page(manager('/admin/club'), () => '/admin/club'),
    clubSection: page(manager('/admin/club/:scrollTo'), (scrollTo: string) => `/admin/club/${scrollTo}`),
    gallery: page(manager('/admin/galerie'), () => '/admin/galerie'),
    galleryFiltered: page(
      manager('/admin/galerie/:spotId/:memberId'),
      (spotId: number, memberId: number) => `/admin/galerie/${spotId}/${memberId}`,
    ),
    /** The club's news management. */
    newsAdmin: page(manager('/admin/gestion_actu_club'), () => '/admin/gestion_actu_club'),
    replay: page(manager('/admin/replay'), () => '/admin/replay'),
    /** The club's spots: create, edit, delete, and the way to each one's infos and layers. */
    spots: page(manager('/admin/spots'), () => '/admin/spots'),
    spotAdmin: page(
      manager('/admin/spot_descriptif/:spotId'),
      /** `tab` opens one of the page's tabs (layers by default). */
      (spotId: number, tab?: 'layers' | 'infos' | 'live') =>
        `/admin/spot_descriptif/${spotId}${tab ? `?tab=${tab}` : ''}`,
    ),
    layerEditor: page(
      manager('/admin/spot_edition_calques/:spotId/:layer'),
      /** A drawn layer by default; `?uploaded=1` for an uploaded one (a name may be used by one of each). */
      (spotId: number, layer: string, uploaded = false) =>
        `/admin/spot_edition_calques/${spotId}/${encodeURIComponent(layer)}${uploaded ? '?uploaded=1' : ''}`,
    ),
    layerCreation: page(
      manager('/admin/spot_creation_calque/:spotId'),
      (spotId: number) => `/admin/spot_creation_calque/${spotId}`,
    ),
    newsCreation: page(manager('/admin/creation_news'), () => '/admin/creation_news'),
    newsEdit: page(manager('/admin/edit_news'), () => '/admin/edit_news'),
    newsEditOne: page(manager('/admin/edit_news/:newsId'), (newsId: number) => `/admin/edit_news/${newsId}`),
    newsList: page(manager('/admin/news_list'), () => '/admin/news_list'),
    video: page(manager('/admin/video'), () => '/admin/video'),
    videoFiltered: page(
      manager('/admin/video/:spotId/:memberId'),
      (spotId: number, memberId: number) => `/admin/video/${spotId}/${memberId}`,
    ),
    legalNotice: page(manager('/admin/mention_legale'), () => '/admin/mention_legale'),
    outings: page(manager('/admin/sorties'), () => '/admin/sorties'),
    outingCreation: page(manager('/admin/sorties/new'), () => '/admin/sorties/new'),
    outingEdit: page(manager('/admin/sorties/:outingId'), (outingId: number) => `/admin/sorties/${outingId}`),
    /** The club's table of divers' papers (issue 34): every member's papers on a chosen day. */
    diverFiles: page(manager('/admin/papiers'), () => '/admin/papiers'),
    /** One member's papers, aptitudes and who checked them, edited by a manager. */
    memberDiverFile: page(manager('/admin/papiers/:userId'), (userId: number) => `/admin/papiers/${userId}`),
    /** The club's kept safety sheets (issue 31), latest dive first, each as a PDF. */
    safetySheets: page(manager('/admin/fiches-securite'), () => '/admin/fiches-securite'),
  };
}

/** The super administrator's pages: the clubs themselves. */
function superAdministratorPages() {
  return {
    clubList: page(superAdministrator('/admin/list_club'), () => '/admin/list_club'),
    clubCreation: page(superAdministrator('/admin/creation_club'), () => '/admin/creation_club'),
    clubEdit: page(
      superAdministrator('/admin/edition_club/:clubId'),
      (clubId: number) => `/admin/edition_club/${clubId}`,
    ),
    solutions: page(superAdministrator('/admin/solutions'), () => '/admin/solutions'),
    managerEdit: page(
      superAdministrator('/admin/edit_manager/:userId'),
      (userId: number) => `/admin/edit_manager/${userId}`,
    ),
  };
}
