import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cacheTopics } from '@club/shared/api/contract';
import { DEFAULT_LANGUAGE, type InterfaceLanguage } from '@club/shared/constants';
import { isServerRendered } from '@club/shared/page-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { clubSiteUrl } from '../../config.ts';
import type { ClubRow } from '../../db/schema/clubs.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { pageLanguage } from './page-language.ts';

/** The web app's server render entry (apps/web/src/ssr/entry-server.tsx), as built into dist/server. */
interface RenderEntry {
  pageAddress(url: string): string;
  renderPage(input: {
    url: string;
    origin: string;
    alias: string;
    language: InterfaceLanguage;
    phone: boolean;
    translations: Partial<Record<InterfaceLanguage, unknown>>;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<
    | {
        status: number;
        html: string;
        head: { tags: string; themeColor?: string };
        state: string;
        passes: number;
      }
    | { redirect: string }
  >;
}

/** A rendered page as sent: status and the whole HTML document, and its cache key when it is kept. */
export interface RenderedDocument {
  status: number;
  html: string;
  key: string | null;
}

export interface PageRenderer {
  /** The page of `request` on `club`'s site as HTML, or null when it is not rendered on the server. */
  render(request: FastifyRequest, club: ClubRow): Promise<RenderedDocument | null>;
}

/** A phone's browser, by its user agent: the page is then rendered in its phone layout. */
export function isPhone(userAgent: string | undefined): boolean {
  return /Mobi|Android|iPhone|iPod/i.test(userAgent ?? '');
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The document of a rendered page: the app's index.html with the page's head, markup and state. */
export function renderedDocument(
  template: string,
  page: { html: string; head: { tags: string; themeColor?: string }; state: string },
  language: InterfaceLanguage,
): string {
  const themeColor = page.head.themeColor;
  return (
    template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
      // The phone's bar takes the club's colour from the first paint, not once the page's code has run.
      .replace(/(<meta name="theme-color" content=")[^"]*(")/, (tag, start: string, end: string) =>
        themeColor !== undefined && HEX_COLOR.test(themeColor) ? `${start}${themeColor}${end}` : tag,
      )
      // The page's tags (its own <title> among them) take the place of the app's generic title.
      .replace(/<title>[\s\S]*?<\/title>/, () => page.head.tags)
      // The page is readable before its code runs: its stylesheet and pictures go first on a slow line.
      .replace('<script type="module"', '<script type="module" fetchpriority="low"')
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div><script id="server-render-state" type="application/json">${page.state}</script>`,
      )
  );
}

async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/**
 * Renders the public pages of a club's site on the server (docs/decisions/011-server-rendered-public-pages.md),
 * with the same components and calls as the browser; the calls go through the app in-process, on the
 * club's host, so they meet the same access rules and read cache. Answers are kept like the public
 * reads: until any data of the club changes. Null when the web app was built without its server bundle.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  deps: AppDeps,
  webRoot: string,
): Promise<PageRenderer | null> {
  const entryFile = path.join(webRoot, 'server', 'entry-server.js');
  if (!(await exists(entryFile))) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as RenderEntry;
  const template = await readFile(path.join(webRoot, 'index.html'), 'utf8');
  const translationFiles = new Map<InterfaceLanguage, Promise<unknown>>();
  const translations = (language: InterfaceLanguage) => {
    let file = translationFiles.get(language);
    if (!file) {
      file = readFile(path.join(webRoot, 'Translations', `${language}.json`), 'utf8').then(JSON.parse);
      translationFiles.set(language, file);
    }
    return file;
  };

  const inFlight = new Map<string, Promise<RenderedDocument | null>>();
  // Matching an address against every route is the dearest step of a kept page: remembered per address.
  const addresses = new LRUCache<string, string>({ max: 10_000 });
  const pageAddressOf = (url: string) => {
    let address = addresses.get(url);
    if (address === undefined) {
      address = entry.pageAddress(url);
      addresses.set(url, address);
    }
    return address;
  };

  return {
    async render(request, club) {
      const pathname = request.url.split('?')[0] ?? '/';
      if (!isServerRendered(pathname)) return null;
      const language = pageLanguage(request);
      const phone = isPhone(request.headers['user-agent']);
      const layout = phone ? 'phone' : 'wide';
      const address = pageAddressOf(request.url);
      const cacheKey = `${deps.readCache.scope(club.id, cacheTopics)}page:${language}:${layout}:${address}`;
      const kept = deps.readCache.get(cacheKey);
      if (kept !== undefined) return { status: 200, html: kept, key: cacheKey };
      // Visitors asking for the same page at once wait for one render (a crowd at a cold page
      // would otherwise render it once each).
      const running = inFlight.get(cacheKey);
      if (running) return running;
      const rendering = renderFresh(club, { address, language, phone, cacheKey }).finally(() =>
        inFlight.delete(cacheKey),
      );
      inFlight.set(cacheKey, rendering);
      return rendering;
    },
  };

  async function renderFresh(
    club: ClubRow,
    {
      address,
      language,
      phone,
      cacheKey,
    }: { address: string; language: InterfaceLanguage; phone: boolean; cacheKey: string },
  ): Promise<RenderedDocument | null> {
    // The club's own address, never the request's Host header (which a visitor writes): the page's
    // links and canonical addresses, and the host its calls are answered on.
    const site = clubSiteUrl(deps.config, club.alias);
    const languages: InterfaceLanguage[] =
      language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
    const files = await Promise.all(languages.map(translations));
    const page = await entry.renderPage({
      url: address,
      origin: site.origin,
      alias: club.alias,
      language,
      phone,
      translations: Object.fromEntries(languages.map((key, index) => [key, files[index]])),
      fetch: async (url, init) => {
        const answer = await app.inject({
          method: (init.method ?? 'GET') as 'GET' | 'POST',
          url,
          headers: { ...(init.headers as Record<string, string>), host: site.host },
          payload: typeof init.body === 'string' ? init.body : undefined,
        });
        return new Response(answer.body, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
        });
      },
    });
    // No public route redirects; should one ever, the browser's router follows it.
    if ('redirect' in page) return null;
    if (page.passes > 1)
      app.log.warn(
        { url: address, passes: page.passes },
        'a page rendered more than once: its loads in pages.ts miss a call it shows',
      );
    const html = renderedDocument(template, page, language);
    if (page.status !== 200) return { status: page.status, html, key: null };
    deps.readCache.set(cacheKey, html);
    return { status: 200, html, key: cacheKey };
  }
}
