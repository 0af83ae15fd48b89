import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cacheTopics } from '@club/shared/api/contract';
import { DEFAULT_LANGUAGE, type InterfaceLanguage } from '@club/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClubRow } from '../../db/schema/clubs.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { pageLanguage } from './page-language.ts';

/** The web app's server render entry (apps/web/src/ssr/entry-server.tsx), as built into dist/server. */
interface RenderEntry {
  renderPage(input: {
    url: string;
    origin: string;
    alias: string;
    language: InterfaceLanguage;
    phone: boolean;
    translations: Partial<Record<InterfaceLanguage, unknown>>;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ status: number; html: string; head: { tags: string }; state: string } | { redirect: string }>;
}

/** A rendered page as sent: status and the whole HTML document. */
export interface RenderedDocument {
  status: number;
  html: string;
}

export interface PageRenderer {
  /** The page of `request` on `club`'s site as HTML, or null when it is not rendered on the server. */
  render(request: FastifyRequest, club: ClubRow): Promise<RenderedDocument | null>;
}

/**
 * Pages rendered in the browser only: the admin area, a signed-in person's own pages, and the pages
 * of one-time links (their token must not end up in a cache).
 */
const BROWSER_ONLY = /^\/(admin|profile|contact|auth|change_email|reset_password)(\/|$)/;

/** A phone's browser, by its user agent: the page is then rendered in its phone layout. */
export function isPhone(userAgent: string | undefined): boolean {
  return /Mobi|Android|iPhone|iPod/i.test(userAgent ?? '');
}

export function isServerRendered(pathname: string): boolean {
  return !BROWSER_ONLY.test(pathname);
}

/** The document of a rendered page: the app's index.html with the page's head, markup and state. */
export function renderedDocument(
  template: string,
  page: { html: string; head: { tags: string }; state: string },
  language: InterfaceLanguage,
): string {
  return (
    template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
      // The page's tags (its own <title> among them) take the place of the app's generic title.
      .replace(/<title>[\s\S]*?<\/title>/, () => page.head.tags)
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

  return {
    async render(request, club) {
      const pathname = request.url.split('?')[0] ?? '/';
      if (!isServerRendered(pathname)) return null;
      const language = pageLanguage(request);
      const phone = isPhone(request.headers['user-agent']);
      const layout = phone ? 'phone' : 'wide';
      const cacheKey = `${deps.readCache.scope(club.id, cacheTopics)}page:${language}:${layout}:${request.url}`;
      const kept = deps.readCache.get(cacheKey);
      if (kept !== undefined) return JSON.parse(kept) as RenderedDocument;

      const host = request.headers.host ?? '';
      const languages: InterfaceLanguage[] =
        language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
      const files = await Promise.all(languages.map(translations));
      const page = await entry.renderPage({
        url: request.url,
        origin: `${request.protocol}://${host}`,
        alias: club.alias,
        language,
        phone,
        translations: Object.fromEntries(languages.map((key, index) => [key, files[index]])),
        fetch: async (url, init) => {
          const answer = await app.inject({
            method: (init.method ?? 'GET') as 'GET' | 'POST',
            url,
            headers: { ...(init.headers as Record<string, string>), host },
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
      const document: RenderedDocument = {
        status: page.status,
        html: renderedDocument(template, page, language),
      };
      if (document.status === 200) deps.readCache.set(cacheKey, JSON.stringify(document));
      return document;
    },
  };
}
