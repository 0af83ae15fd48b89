/**
 * What the service worker keeps for reading offline (issue 15, docs/decisions/014): pure rules on a
 * request's address and headers (src/sw/sw.ts).
 */
import type { ApiCall } from '@club/shared/api/contract';
import { allCalls } from '@club/shared/api/registry';
import { appShellPattern, offlineCopyPattern } from '@club/shared/page-rules';

/**
 * The public pages a diver reads on a boat (pages.ts, `offline: 'copy'`): the home and a spot's panel,
 * the news, the club page, the legal notice, the gallery, the videos and the outings. Never the admin
 * area, a member's own pages, or the one-time link pages (their tokens must not be kept).
 */
const PUBLIC_PAGES = offlineCopyPattern();

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.test(pathname);
}

/**
 * Members' pages that open on a boat with no network (pages.ts, `offline: 'appShell'`: an outing's
 * palanquées and safety sheet, which the page itself keeps on the device for the dive director).
 * Without the network the worker answers them with the app (the precached index.html), which renders
 * them in the browser; it keeps nothing of them, as a member's page may hold a person's data.
 */
const APP_SHELL_PAGES = appShellPattern();

export function opensFromAppShell(pathname: string): boolean {
  return APP_SHELL_PAGES.test(pathname);
}

/** What a call of the contract says that tells whether a visitor's answer to it may be kept. */
export type KeptReadCall = Pick<ApiCall, 'method' | 'path' | 'access' | 'effect'>;

/**
 * Whether the worker keeps the answers of a call of the contract (packages/shared/src/api): a GET call
 * anyone may make whose answer to a visitor depends only on the site, the address and the language
 * (`cachedRead`, the answers the server's read cache keeps too). Never a GET call that writes (a view
 * counted, a like), a file to download (`read`), nor a member's or the admin's read.
 */
export function keepsReadsOf(call: KeptReadCall): boolean {
  return call.method === 'GET' && call.access === 'public' && call.effect === 'cachedRead';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `^(?:/api/News/getNewsDetails/[^/]+|…)$`: the kept calls' paths, each `{placeholder}` one segment. */
function keptReadsPattern(calls: readonly KeptReadCall[]): RegExp {
  const paths = calls.filter(keepsReadsOf).map((call) =>
    call.path
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('[^/]+'),
  );
  return new RegExp(`^(?:${paths.join('|')})$`);
}

// Built in the worker from light copies of the calls (apps/web/light-calls.ts): no schema, no zod.
const PUBLIC_READS = keptReadsPattern(allCalls);

/** Whether an address of this site is one of the API's public reads kept for reading offline. */
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
