import type { PageName } from '@club/shared/page-rules';
import { preloadHomeParts } from '../features/home/components/home-parts.ts';
import { highlights } from './home-slots.tsx';
import type { RouteHandle } from './route-handle.ts';
import { type LazyPage, page } from './routes/route-helpers.ts';

/**
 * The component of each page of packages/shared/src/pages.ts (one bundle per page), and what the page
 * tells the layout (its title, the gallery's look). A page of the list without a component here does
 * not compile.
 */
export interface PageComponent {
  lazy: LazyPage;
  handle?: RouteHandle;
}

/**
 * The home, and a spot's page: with the code of the parts the server rendered (the side menu, the
 * spot's panel), asked for beside the page's own, so hydration takes them over (lib/lazy-part.tsx).
 */
const homePage =
  (spotNamed: boolean): LazyPage =>
  async () => {
    const [module] = await Promise.all([
      import('../features/home/pages/home.tsx'),
      preloadHomeParts(spotNamed),
      highlights.preload(),
    ]);
    return { Component: module.default };
  };
const home = homePage(false);
const videos = page(() => import('../features/media/pages/videos.tsx'));
const gallery = page(() => import('../features/media/pages/gallery.tsx'));
const newsDetail = page(() => import('../features/news/pages/news-detail.tsx'));
const newsList = page(() => import('../features/news/pages/news-list.tsx'));
const conversations = page(() => import('../features/messages/pages/conversations.tsx'));
const adminClub = page(() => import('../features/club/pages/admin-club.tsx'));
const adminGallery = page(() => import('../features/media/pages/admin-gallery.tsx'));
const adminVideos = page(() => import('../features/media/pages/admin-videos.tsx'));
const adminNewsList = page(() => import('../features/news/pages/admin-news-list.tsx'));
const adminNewsEdit = page(() => import('../features/news/pages/admin-news-edit.tsx'));
const layerEditor = page(() => import('../features/spots/pages/layer-editor.tsx'));
const adminOutingEdit = page(() => import('../features/outings/pages/admin-outing-edit.tsx'));
const clubEdit = page(() => import('../features/club/pages/club-edit.tsx'));

const videosHandle = { titleKey: 'nav.videos', shattered: true };
const galleryHandle = { titleKey: 'nav.gallery', shattered: true };
const outingsHandle = { titleKey: 'outings.nav' };

export const pageComponents: Record<PageName, PageComponent> = {
  home: { lazy: home },
  homeSpot: { lazy: homePage(true) },
  video: { lazy: videos, handle: videosHandle },
  videoFiltered: { lazy: videos, handle: videosHandle },
  replays: {
    lazy: page(() => import('../features/spots/pages/replays.tsx')),
    handle: { titleKey: 'nav.replays', shattered: true },
  },
  news: { lazy: newsDetail, handle: { titleKey: 'nav.news' } },
  newsList: { lazy: newsList, handle: { titleKey: 'nav.news' } },
  live: { lazy: page(() => import('../features/club/pages/live.tsx')), handle: { titleKey: 'nav.live' } },
  register: {
    lazy: page(() => import('../features/account/pages/register.tsx')),
    handle: { titleKey: 'nav.register' },
  },
  registerSuccess: {
    lazy: page(() => import('../features/account/pages/register-success.tsx')),
    handle: { titleKey: 'nav.register' },
  },
  profile: {
    lazy: page(() => import('../features/account/pages/profile.tsx')),
    handle: { titleKey: 'nav.profile' },
  },
  myDiverFile: {
    lazy: page(() => import('../features/diver-files/pages/my-diver-file-page.tsx')),
    handle: { titleKey: 'papers.title' },
  },
  conversations: { lazy: conversations, handle: { titleKey: 'nav.conversations' } },
  conversation: { lazy: conversations, handle: { titleKey: 'nav.conversations' } },
  legalNotice: {
    lazy: page(() => import('../features/club/pages/legal-notice.tsx')),
    handle: { titleKey: 'nav.legalNotice' },
  },
  gallery: { lazy: gallery, handle: galleryHandle },
  galleryFiltered: { lazy: gallery, handle: galleryHandle },
  club: { lazy: page(() => import('../features/club/pages/club.tsx')), handle: { titleKey: 'nav.club' } },
  outings: { lazy: page(() => import('../features/outings/pages/outings-list.tsx')), handle: outingsHandle },
  outing: { lazy: page(() => import('../features/outings/pages/outing-detail.tsx')), handle: outingsHandle },
  outingDivePlan: {
    lazy: page(() => import('../features/dive-plans/pages/dive-plan-page.tsx')),
    handle: { titleKey: 'divePlan.title' },
  },
  auth: { lazy: page(() => import('../features/account/pages/auth-token.tsx')) },
  changeEmail: { lazy: page(() => import('../features/account/pages/change-email.tsx')) },
  resetPassword: { lazy: page(() => import('../features/account/pages/reset-password.tsx')) },

  'admin.club': { lazy: adminClub },
  'admin.clubSection': { lazy: adminClub },
  'admin.gallery': { lazy: adminGallery },
  'admin.galleryFiltered': { lazy: adminGallery },
  'admin.newsAdmin': { lazy: adminNewsList },
  'admin.replay': { lazy: page(() => import('../features/spots/pages/admin-replays.tsx')) },
  'admin.spots': { lazy: page(() => import('./routes/admin-spots-route.tsx')) },
  'admin.spotAdmin': { lazy: page(() => import('../features/spots/pages/spot-admin.tsx')) },
  'admin.layerEditor': { lazy: layerEditor },
  'admin.layerCreation': { lazy: layerEditor },
  'admin.newsCreation': { lazy: adminNewsEdit },
  'admin.newsEdit': { lazy: adminNewsEdit },
  'admin.newsEditOne': { lazy: adminNewsEdit },
  'admin.newsList': { lazy: adminNewsList },
  'admin.video': { lazy: adminVideos },
  'admin.videoFiltered': { lazy: adminVideos },
  'admin.legalNotice': { lazy: page(() => import('../features/club/pages/admin-legal-notice.tsx')) },
  'admin.outings': { lazy: page(() => import('../features/outings/pages/admin-outings-list.tsx')) },
  'admin.outingCreation': { lazy: adminOutingEdit },
  'admin.outingEdit': { lazy: adminOutingEdit },
  'admin.diverFiles': { lazy: page(() => import('../features/diver-files/pages/diver-files-page.tsx')) },
  'admin.memberDiverFile': {
    lazy: page(() => import('../features/diver-files/pages/member-diver-file-page.tsx')),
  },
  'admin.safetySheets': { lazy: page(() => import('../features/dive-plans/pages/safety-sheets-page.tsx')) },

  'superAdministrator.clubList': { lazy: page(() => import('../features/club/pages/club-list.tsx')) },
  'superAdministrator.clubCreation': { lazy: clubEdit },
  'superAdministrator.clubEdit': { lazy: clubEdit },
  'superAdministrator.solutions': { lazy: page(() => import('../features/club/pages/solutions.tsx')) },
  'superAdministrator.managerEdit': { lazy: page(() => import('../features/club/pages/manager-edit.tsx')) },
};
