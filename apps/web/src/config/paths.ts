/**
 * Every route of the web app (SPEC.md section 2), in one place: `pattern` for the router, `to()` to
 * build a link. A route rename is one edit here.
 */
const path = (pattern: string) => ({ pattern });

export const paths = {
  home: { ...path('/'), to: () => '/' },
  homeSpot: { ...path('/home/:spotId'), to: (spotId: number) => `/home/${spotId}` },
  video: { ...path('/video'), to: () => '/video' },
  videoFiltered: {
    ...path('/video/:spotId/:memberId'),
    to: (spotId: number, memberId: number) => `/video/${spotId}/${memberId}`,
  },
  replays: { ...path('/replays/:spotId'), to: (spotId: number) => `/replays/${spotId}` },
  news: { ...path('/news/:newsId'), to: (newsId: number) => `/news/${newsId}` },
  newsList: { ...path('/news_list'), to: () => '/news_list' },
  live: { ...path('/live'), to: () => '/live' },
  register: { ...path('/register'), to: () => '/register' },
  registerSuccess: { ...path('/register_success'), to: () => '/register_success' },
  profile: { ...path('/profile'), to: () => '/profile' },
  /** The member's own papers (issue 34): medical certificate, licence, membership, aptitudes. */
  myPapers: { ...path('/profile/papiers'), to: () => '/profile/papiers' },
  contact: { ...path('/contact'), to: () => '/contact' },
  contactMember: { ...path('/contact/:memberId'), to: (memberId: number) => `/contact/${memberId}` },
  legalNotice: { ...path('/view_mention_legale'), to: () => '/view_mention_legale' },
  gallery: { ...path('/galerie'), to: () => '/galerie' },
  galleryFiltered: {
    ...path('/galerie/:spotId/:memberId'),
    to: (spotId: number, memberId: number) => `/galerie/${spotId}/${memberId}`,
  },
  club: { ...path('/club'), to: () => '/club' },
  /** The club's outings (issue 14): upcoming ones, or past ones with `?past=1`. */
  outings: { ...path('/sorties'), to: (past = false) => (past ? '/sorties?past=1' : '/sorties') },
  outing: { ...path('/sorties/:outingId'), to: (outingId: number) => `/sorties/${outingId}` },
  /** An outing's palanquées and safety sheet (issue 31): its managers and dive director; a member's own team. */
  outingDivePlan: {
    ...path('/sorties/:outingId/palanquees'),
    /** `sheet` opens the safety sheet's tab. */
    to: (outingId: number, tab?: 'sheet') => `/sorties/${outingId}/palanquees${tab ? `?tab=${tab}` : ''}`,
  },
  auth: { ...path('/auth/:token'), to: (token: string) => `/auth/${token}` },
  changeEmail: { ...path('/change_email/:token'), to: (token: string) => `/change_email/${token}` },
  /** Not in the original route list: the page of the one-time link of a forgotten-password mail. */
  resetPassword: { ...path('/reset_password/:token'), to: (token: string) => `/reset_password/${token}` },

  admin: {
    club: { ...path('/admin/club'), to: () => '/admin/club' },
    clubSection: { ...path('/admin/club/:scrollTo'), to: (scrollTo: string) => `/admin/club/${scrollTo}` },
    gallery: { ...path('/admin/galerie'), to: () => '/admin/galerie' },
    galleryFiltered: {
      ...path('/admin/galerie/:spotId/:memberId'),
      to: (spotId: number, memberId: number) => `/admin/galerie/${spotId}/${memberId}`,
    },
    clubNews: { ...path('/admin/gestion_actu_club'), to: () => '/admin/gestion_actu_club' },
    replay: { ...path('/admin/replay'), to: () => '/admin/replay' },
    /** The club's spots: create, edit, delete, and the way to each one's criteria and layers. */
    spots: { ...path('/admin/spots'), to: () => '/admin/spots' },
    spotSheet: {
      ...path('/admin/spot_descriptif/:spotId'),
      /** `tab` opens one of the page's tabs (layers by default). */
      to: (spotId: number, tab?: 'layers' | 'criteria' | 'live') =>
        `/admin/spot_descriptif/${spotId}${tab ? `?tab=${tab}` : ''}`,
    },
    layerEditor: {
      ...path('/admin/spot_edition_calques/:spotId/:layer'),
      /** A drawn layer by default; `?uploaded=1` for an uploaded one (a name may be used by one of each). */
      to: (spotId: number, layer: string, uploaded = false) =>
        `/admin/spot_edition_calques/${spotId}/${encodeURIComponent(layer)}${uploaded ? '?uploaded=1' : ''}`,
    },
    layerCreation: {
      ...path('/admin/spot_creation_calque/:spotId'),
      to: (spotId: number) => `/admin/spot_creation_calque/${spotId}`,
    },
    newsCreation: { ...path('/admin/creation_news'), to: () => '/admin/creation_news' },
    newsEdit: { ...path('/admin/edit_news'), to: () => '/admin/edit_news' },
    newsEditOne: {
      ...path('/admin/edit_news/:newsId'),
      to: (newsId: number) => `/admin/edit_news/${newsId}`,
    },
    newsList: { ...path('/admin/news_list'), to: () => '/admin/news_list' },
    video: { ...path('/admin/video'), to: () => '/admin/video' },
    videoFiltered: {
      ...path('/admin/video/:spotId/:memberId'),
      to: (spotId: number, memberId: number) => `/admin/video/${spotId}/${memberId}`,
    },
    legalNotice: { ...path('/admin/mention_legale'), to: () => '/admin/mention_legale' },
    outings: { ...path('/admin/sorties'), to: () => '/admin/sorties' },
    outingCreation: { ...path('/admin/sorties/new'), to: () => '/admin/sorties/new' },
    outingEdit: {
      ...path('/admin/sorties/:outingId'),
      to: (outingId: number) => `/admin/sorties/${outingId}`,
    },
    /** The club's table of divers' papers (issue 34): every member's papers on a chosen day. */
    papers: { ...path('/admin/papiers'), to: () => '/admin/papiers' },
    /** One member's papers, aptitudes and who checked them, edited by a manager. */
    memberPapers: {
      ...path('/admin/papiers/:userId'),
      to: (userId: number) => `/admin/papiers/${userId}`,
    },
    /** The club's kept safety sheets (issue 31), latest dive first, each as a PDF. */
    safetySheets: { ...path('/admin/fiches-securite'), to: () => '/admin/fiches-securite' },
  },

  superAdmin: {
    clubList: { ...path('/admin/list_club'), to: () => '/admin/list_club' },
    clubCreation: { ...path('/admin/creation_club'), to: () => '/admin/creation_club' },
    clubEdit: {
      ...path('/admin/edition_club/:clubId'),
      to: (clubId: number) => `/admin/edition_club/${clubId}`,
    },
    solutions: { ...path('/admin/solutions'), to: () => '/admin/solutions' },
    managerEdit: {
      ...path('/admin/edit_manager/:userId'),
      to: (userId: number) => `/admin/edit_manager/${userId}`,
    },
  },
} as const;
