/**
 * The demo club's public pages the browser benches measure (issue 19 and Hardening III), found on a
 * running server: the home, a spot panel, the news list, a news item, the gallery and the outings list;
 * and the ceiling, a static page of the same server (the bare domain's list of clubs: HTML the server
 * writes itself, its style inline, no script).
 */
import http from 'node:http';
import { getClubByAlias } from '@club/shared/api/clubs';
import { buildPath } from '@club/shared/api/contract';
import { getNewsByClub } from '@club/shared/api/news';
import { getSpotsByClub } from '@club/shared/api/spots';

export const DEMO_ALIAS = 'demo';

export interface PublicPage {
  name: string;
  url: string;
  /** Carries the home map (Leaflet): its performance target is lower (issue 19). */
  withMap: boolean;
  /** The static page every figure is read beside. */
  ceiling: boolean;
}

/** A page or call of the demo club as a phone asks it (Node does not resolve `demo.localhost`: its host is named). */
export function getText(port: number, address: string): Promise<string> {
  const headers = {
    host: `${DEMO_ALIAS}.localhost:${port}`,
    'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile',
  };
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: address, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${address} answered ${response.statusCode}`));
          else resolve(Buffer.concat(chunks).toString('utf8'));
        });
      })
      .on('error', reject);
  });
}

const getJson = async <T>(port: number, address: string) => JSON.parse(await getText(port, address)) as T;

/**
 * The pages by their French routes (SPEC.md section 2), those whose name starts with one of `only`
 * (all when empty), then the ceiling. Throws when the home arrives without its server render: a page
 * the server failed to render is the bare app, rendered by the browser, whose figures are of another thing.
 */
export async function publicPagesOf(port: number, only: string[] = []): Promise<PublicPage[]> {
  // Chromium resolves *.localhost to this machine: the demo club's own host; bare localhost is the
  // platform's domain, whose home is the list of clubs.
  const site = `http://${DEMO_ALIAS}.localhost:${port}`;
  const club = await getJson<{ Id: number }>(port, buildPath(getClubByAlias.path, { alias: DEMO_ALIAS }));
  const spots = await getJson<{ Id: number }[]>(port, buildPath(getSpotsByClub.path, { clubId: club.Id }));
  const news = await getJson<{ Id: number }[]>(
    port,
    buildPath(getNewsByClub.path, { clubId: club.Id, page: 0 }),
  );
  if (!(await getText(port, '/')).includes('id="server-render-state"'))
    throw new Error('the home page arrives without its server render (the server logs why on its stdout)');
  const firstSpot = spots[0];
  const firstNews = news[0];
  if (!firstSpot || !firstNews) throw new Error('the demo club has no spot or no news item');
  const page = (name: string, address: string, withMap = false): PublicPage => ({
    name,
    url: `${site}${address}`,
    withMap,
    ceiling: false,
  });
  const pages = [
    page('home', '/', true),
    page('spot panel', `/home/${firstSpot.Id}`, true),
    page('news list', '/news_list'),
    page('news item', `/news/${firstNews.Id}`),
    page('gallery', '/galerie'),
    page('outings list', '/sorties'),
  ];
  const chosen =
    only.length === 0
      ? pages
      : pages.filter((candidate) => only.some((name) => candidate.name.startsWith(name)));
  return [
    ...chosen,
    { name: 'ceiling: static page', url: `http://localhost:${port}/`, withMap: false, ceiling: true },
  ];
}
