/// <reference lib="dom" />
import { type APIRequestContext, type BrowserContext, expect, type Page, request } from '@playwright/test';

/**
 * Every route of SPEC.md section 2 and who may open it, as the walk (tests/walk.spec.ts) goes through
 * them, checking each with axe-core: a route added here is both walked and checked.
 */

export const people = {
  member: { email: 'marin@demo.localhost', password: 'demo-member-2026' },
  manager: { email: 'manager@demo.localhost', password: 'demo-manager-2026' },
  superAdministrator: { email: 'admin@localhost', password: 'demo-admin-2026' },
} as const;
export type Role = 'visitor' | keyof typeof people;
export const roles = ['visitor', 'member', 'manager', 'superAdministrator'] as const;

export const sizes = [
  { name: '1280 px', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
] as const;

/** Who may open a route (SPEC.md section 6). */
export type Access = 'everyone' | 'visitors' | 'members' | 'clubMembers' | 'managers' | 'superAdministrator';

/** What a refused person is told, per role and access (lib/route-guards.tsx). */
export const refusals = {
  signIn: 'Connectez-vous pour ouvrir cette page.',
  clubMembers: 'Cette page est réservée aux membres du club.',
  managers: 'Cette page est réservée aux responsables du club.',
  superAdministrator: 'Cette page est réservée au super administrateur.',
  alreadySignedIn: 'Vous êtes déjà connecté',
} as const;

/** What `role` is told on a route of `access`, or null when they may open it. */
export function refusalOf(role: Role, access: Access): string | null {
  if (access === 'everyone') return null;
  if (access === 'visitors') return role === 'visitor' ? null : refusals.alreadySignedIn;
  if (role === 'visitor') return refusals.signIn;
  if (access === 'members') return null;
  // The super administrator's account is not one of the demo club's members.
  if (access === 'clubMembers') return role === 'superAdministrator' ? refusals.clubMembers : null;
  if (role === 'member') return refusals.managers;
  if (access === 'managers') return null;
  return role === 'manager' ? refusals.superAdministrator : null;
}

/** Real ids of the demo club's rows that routes name. */
export type Demo = {
  clubId: number;
  spotId: number;
  layerSpotId: number;
  newsId: number;
  memberId: number;
  managerId: number;
  /** An upcoming outing that is full, with a waiting list (its page shows both lists of participants). */
  fullOutingId: number;
  /** An upcoming outing with a few seats left. */
  openOutingId: number;
  /** The upcoming boat day with its dive director, dives and palanquées (issue 31). */
  boatDayOutingId: number;
};

export type Route = {
  path: (demo: Demo) => string;
  access: Access;
  /** Answers the page provokes on purpose (a link with a made-up token). */
  provokes?: { status: number; url: RegExp }[];
  /** An admin screen: type into its fields, tick its boxes, open its popups. */
  admin?: boolean;
};

export const drawnLayer = 'Parcours de la marche';
/** A well-formed token no mail ever sent: its page asks the server, which refuses it. */
const madeUpToken = 'walkMadeUpToken0123456789';

export const routes: Route[] = [
  { path: () => '/', access: 'everyone' },
  { path: (demo) => `/home/${demo.spotId}`, access: 'everyone' },
  { path: () => '/video', access: 'everyone' },
  { path: (demo) => `/video/${demo.spotId}/${demo.memberId}`, access: 'everyone' },
  { path: (demo) => `/replays/${demo.spotId}`, access: 'everyone' },
  { path: (demo) => `/news/${demo.newsId}`, access: 'everyone' },
  { path: () => '/news_list', access: 'everyone' },
  { path: () => '/live', access: 'everyone' },
  { path: () => '/sorties', access: 'everyone' },
  { path: () => '/sorties?past=1', access: 'everyone' },
  { path: (demo) => `/sorties/${demo.fullOutingId}`, access: 'everyone' },
  { path: (demo) => `/sorties/${demo.openOutingId}`, access: 'everyone' },
  { path: () => '/register', access: 'visitors' },
  { path: () => '/register_success', access: 'everyone' },
  { path: () => '/profile', access: 'members' },
  { path: () => '/profile/papiers', access: 'clubMembers' },
  { path: (demo) => `/sorties/${demo.boatDayOutingId}/palanquees`, access: 'clubMembers' },
  { path: () => '/contact', access: 'clubMembers' },
  { path: (demo) => `/contact/${demo.memberId}`, access: 'clubMembers' },
  { path: () => '/view_mention_legale', access: 'everyone' },
  { path: () => '/galerie', access: 'everyone' },
  { path: (demo) => `/galerie/${demo.spotId}/${demo.memberId}`, access: 'everyone' },
  { path: () => '/club', access: 'everyone' },
  {
    path: () => `/auth/${madeUpToken}`,
    access: 'everyone',
    provokes: [{ status: 400, url: /^\/api\/Users\/validate\// }],
  },
  {
    path: () => `/change_email/${madeUpToken}`,
    access: 'everyone',
    provokes: [{ status: 400, url: /^\/api\/Users\/setNewEmail\// }],
  },
  { path: () => `/reset_password/${madeUpToken}`, access: 'everyone' },
  { path: () => '/a/path/nobody/knows', access: 'everyone' },

  { path: () => '/admin/club', access: 'managers', admin: true },
  { path: () => '/admin/club/members', access: 'managers' },
  { path: () => '/admin/spots', access: 'managers', admin: true },
  { path: () => '/admin/galerie', access: 'managers', admin: true },
  { path: (demo) => `/admin/galerie/${demo.spotId}/${demo.memberId}`, access: 'managers' },
  { path: () => '/admin/gestion_actu_club', access: 'managers', admin: true },
  { path: () => '/admin/replay', access: 'managers', admin: true },
  { path: (demo) => `/admin/spot_descriptif/${demo.spotId}`, access: 'managers', admin: true },
  {
    path: (demo) => `/admin/spot_edition_calques/${demo.layerSpotId}/${encodeURIComponent(drawnLayer)}`,
    access: 'managers',
    admin: true,
  },
  { path: (demo) => `/admin/spot_creation_calque/${demo.spotId}`, access: 'managers', admin: true },
  { path: () => '/admin/creation_news', access: 'managers', admin: true },
  { path: () => '/admin/edit_news', access: 'managers' },
  { path: (demo) => `/admin/edit_news/${demo.newsId}`, access: 'managers', admin: true },
  { path: () => '/admin/news_list', access: 'managers', admin: true },
  { path: () => '/admin/video', access: 'managers', admin: true },
  { path: (demo) => `/admin/video/${demo.spotId}/${demo.memberId}`, access: 'managers' },
  { path: () => '/admin/mention_legale', access: 'managers', admin: true },
  { path: () => '/admin/sorties', access: 'managers' },
  { path: () => '/admin/sorties/new', access: 'managers' },
  { path: (demo) => `/admin/sorties/${demo.fullOutingId}`, access: 'managers' },
  { path: () => '/admin/papiers', access: 'managers', admin: true },
  { path: (demo) => `/admin/papiers/${demo.memberId}`, access: 'managers' },
  { path: () => '/admin/fiches-securite', access: 'managers', admin: true },

  { path: () => '/admin/list_club', access: 'superAdministrator', admin: true },
  { path: () => '/admin/creation_club', access: 'superAdministrator', admin: true },
  { path: (demo) => `/admin/edition_club/${demo.clubId}`, access: 'superAdministrator', admin: true },
  { path: () => '/admin/solutions', access: 'superAdministrator', admin: true },
  { path: (demo) => `/admin/edit_manager/${demo.managerId}`, access: 'superAdministrator', admin: true },
];

/** The API as a Node client: 127.0.0.1 with the demo club's Host header (Node does not resolve *.localhost). */
export function demoApi(port: number): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    extraHTTPHeaders: { host: `demo.localhost:${port}` },
  });
}

async function json<T>(api: APIRequestContext, url: string, token?: string): Promise<T> {
  const response = await api.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Real ids of the demo club on the server of `port`, a token per signed-in person, and one drawn layer
 * for the layer editor's route (made once; a second call finds it there).
 */
export async function prepareWalk(
  port: number,
): Promise<{ demo: Demo; tokens: Record<keyof typeof people, string> }> {
  const api = await demoApi(port);
  const tokens: Partial<Record<keyof typeof people, string>> = {};
  for (const [role, credentials] of Object.entries(people)) {
    const answer = await api.post('/api/Users/connection/', { data: credentials });
    expect(answer.ok(), `${role} signs in`).toBe(true);
    tokens[role as keyof typeof people] = ((await answer.json()) as { token: string }).token;
  }
  const club = await json<{ Id: number; Manager_id: number }>(api, '/api/Clubs/getClubByAlias/demo');
  const spots = await json<{ Id: number; Name: string }[]>(api, `/api/Spots/getSpotsByClub/${club.Id}`);
  const news = await json<{ Id: number }[]>(api, `/api/News/getNewsByClub/${club.Id}/0`);
  const members = await json<{ Id: number; Email: string }[]>(
    api,
    `/api/Users/getAllUsersByClub/${club.Id}`,
    tokens.manager,
  );
  const outings = await json<{ Id: number; Title: string; Seats_left: number; Waiting_count: number }[]>(
    api,
    `/api/Outings/getOutings/${club.Id}/0`,
  );
  const layerSpot = spots.find((spot) => spot.Name === 'Épave du Donator') ?? spots.at(-1);
  const spot = spots.find((candidate) => candidate.Name === 'La Gabinière') ?? spots[0];
  const member = members.find((candidate) => candidate.Email === 'tom@demo.localhost') ?? members[0];
  const fullOuting = outings.find((outing) => outing.Seats_left === 0 && outing.Waiting_count > 0);
  const openOuting = outings.find((outing) => outing.Seats_left > 0 && outing.Seats_left <= 5);
  const boatDay = outings.find((outing) => outing.Title === 'Journée bateau : Vaisseau et Grand Langoustier');
  if (!spot || !layerSpot || !member || !news[0] || !fullOuting || !openOuting || !boatDay)
    throw new Error(
      'the demo data has a spot, a member, news, a full outing, one with a few seats left and a boat day',
    );
  const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${drawnLayer}</name>
<Placemark><name>Départ</name><Point><coordinates>6.37,43.0,0</coordinates></Point></Placemark>
</Document></kml>`;
  const layer = await api.post('/api/Spots/uploadKmlFile', {
    headers: { authorization: `Bearer ${tokens.manager}` },
    data: { Name: drawnLayer, Data: kml, Spot_id: layerSpot.Id, Uploaded: 0 },
  });
  expect([200, 409], 'the drawn layer exists').toContain(layer.status());
  await api.dispose();
  return {
    demo: {
      clubId: club.Id,
      spotId: spot.Id,
      layerSpotId: layerSpot.Id,
      newsId: news[0].Id,
      memberId: member.Id,
      managerId: club.Manager_id,
      fullOutingId: fullOuting.Id,
      openOutingId: openOuting.Id,
      boatDayOutingId: boatDay.Id,
    },
    tokens: tokens as Record<keyof typeof people, string>,
  };
}

/**
 * Signs `context`'s pages in with `token` from their first page on (the sign-in itself is the login
 * spec's). Only the club site's own document: an embedded player's frame, or the blank page axe-core
 * opens beside it to finish its analysis, may not read the storage.
 */
export async function signedInFromTheStart(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => {
    if (window.top === window && location.protocol.startsWith('http'))
      localStorage.setItem('token:demo', value);
  }, token);
}

/**
 * Opens `path` as the browser's history does (the app's router follows a history entry, as after Back
 * or Forward), without loading the app again: a walk loads its first page by its address, then this.
 */
export async function openInTheApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

/** The own-origin requests still under way; a live event stream never ends, so it does not count. */
export function watchRequests(page: Page): Set<unknown> {
  const open = new Set<unknown>();
  page.on('request', (sent) => {
    const stream = sent.resourceType() === 'eventsource' || /event-stream/.test(sent.headers().accept ?? '');
    if (new URL(sent.url()).hostname.endsWith('localhost') && !stream) open.add(sent);
  });
  page.on('requestfinished', (done) => open.delete(done));
  page.on('requestfailed', (failed) => open.delete(failed));
  return open;
}

/**
 * Waits (8 s at most) until the page's own calls (`pending`, from watchRequests) are answered and no
 * loader is left in it, for 150 ms on end.
 */
export async function settle(page: Page, pending: Set<unknown>): Promise<void> {
  const deadline = Date.now() + 8000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const busy = pending.size > 0 || (await page.locator('main .mantine-Loader-root:visible').count()) > 0;
    if (busy) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) return;
    await page.waitForTimeout(50);
  }
}
