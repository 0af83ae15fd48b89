/**
 * What the service worker keeps for reading offline (issue 15, docs/decisions/014): pure rules on a
 * request's address and headers (src/sw/sw.ts).
 */

/**
 * The public pages a diver reads on a boat: the home and a spot's sheet, the news, the club page, the
 * legal notice, the gallery, the videos and the outings. Never the admin area, a member's own pages,
 * or the one-time link pages (their tokens must not be kept).
 */
const PUBLIC_PAGES =
  /^\/(?:|home\/\d+|news_list|news\/\d+|club|view_mention_legale|galerie(?:\/\d+\/\d+)?|video(?:\/\d+\/\d+)?|sorties(?:\/\d+)?)\/?$/;

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.test(pathname);
}

/**
 * The API's public reads those pages make (packages/shared/src/api). Named one by one: some GET calls
 * write (a view counted, a like) or are the admin's, and are never answered from a copy.
 */
const PUBLIC_READS = new RegExp(
  `^/api/(?:${[
    'Clubs/(?:getClubByAlias|getLanguagesByClub|getCarousel|getInfos)/[^/]+',
    'Countries/getAllCountries',
    'Imprint/getImprint',
    'Settings/getClientSettings',
    'News/(?:getLastNewsByClub|getNewsDetails|getCommentsPage)/\\d+',
    'News/getNewsByClub/\\d+/\\d+',
    'Pictures/getLastPicture/\\d+',
    'Videos/getLastVideo/\\d+',
    'Spots/getMapConfig',
    'Spots/(?:getSpotsByClub|getSpot|getMedia|getInfos)/\\d+',
    'Spots/getLayers/\\d+/\\d+',
  ].join('|')})$`,
);

export function isPublicRead(pathname: string): boolean {
  return PUBLIC_READS.test(pathname);
}

/** Files stored by the club (pictures, layers and their images): their addresses change with them. */
export function isStoredFile(pathname: string): boolean {
  return pathname.startsWith('/files/');
}

/** A request that carries a session: its answer is a person's own and is never kept. */
export function carriesSession(headers: Headers): boolean {
  return headers.has('authorization') || headers.has('token');
}
