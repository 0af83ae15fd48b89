import { AsyncLocalStorage } from 'node:async_hooks';
import type { InterfaceLanguage } from '@club/shared/constants';
import { pageAt, pageQueryParameters } from '@club/shared/page-rules';
import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import type { ResourceLanguage } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from '../app/app.tsx';
import { createRoutes } from '../app/router.tsx';
import { isApiError } from '../lib/api-client.ts';
import { createI18nFor } from '../lib/i18n.ts';
import { type ServerRequest, setServerRequestSource } from '../lib/render-environment.ts';
import { type PageHead, pageHead } from './page-head.ts';
import { type RenderState, serializeRenderState } from './render-state.ts';

const requests = new AsyncLocalStorage<ServerRequest>();
setServerRequestSource(() => requests.getStore());

/**
 * A page renders once: its route's loader has fetched what pages.ts says it loads. A render that still
 * asks for a call (a page whose `loads` miss one) is rendered again once it has answered, at most this
 * many times, and logged.
 */
const MAX_RENDER_PASSES = 5;
/**
 * What React writes for a Suspense boundary sent apart from its place, to be moved by an inline
 * script: never expected with the options below, checked so that such a page is never sent.
 */
const OUT_OF_ORDER_PART = '<template id="B:';

/** The query parameters pages read (useSearchParams): the rest do not change a page. */
const PAGE_PARAMETERS = pageQueryParameters();

/**
 * The address a page is rendered and kept under: its path, and only the parameters a page reads, in
 * one order; any path no route names shows the home page (SPEC.md section 2), so it is the home's. A
 * visitor cannot make the server render the same page under endless addresses.
 */
export function pageAddress(url: string): string {
  const parsed = new URL(url, 'http://page');
  const pathname = pageAt(parsed.pathname) === null ? '/' : parsed.pathname;
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMETERS) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

export interface RenderInput {
  /** The page's address as pageAddress gives it, e.g. `/news/12?lang=en`. */
  url: string;
  /** The club site's origin, e.g. `https://demo.example.com`. */
  origin: string;
  alias: string;
  language: InterfaceLanguage;
  /** Render the phone layout (the user agent is a phone's). */
  phone: boolean;
  /** The page's language and French (the fallback). */
  translations: Partial<Record<InterfaceLanguage, ResourceLanguage>>;
  /** The API, in-process, as the club's host answers it. */
  fetch: ServerRequest['fetch'];
}

export interface RenderedPage {
  status: number;
  /** The markup of `#root`. */
  html: string;
  head: PageHead;
  /** JSON for the page's render-state script (already safe inside `<script>`). */
  state: string;
  /** How many times the page was rendered: 1 when its loader fetched everything it shows. */
  passes: number;
}

async function text(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The queries a render reads from now on (the hashes of those its components build or find in the
 * cache), as opposed to those only the route's loader asked for.
 */
function notedReads(queryClient: QueryClient): ReadonlySet<string> {
  const noted = new Set<string>();
  const cache = queryClient.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    noted.add(query.queryHash);
    return query;
  }) as typeof cache.build;
  return noted;
}

/** A query a render asked for that has not been fetched: the server fetches it before rendering again. */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * Renders a public page of a club as a visitor sees it: the same components and the same calls as
 * the browser, the calls answered in-process. The route's loader fetches what the page loads
 * (pages.ts), then the page renders once; should a render still ask for a call, it renders again once
 * that has answered (see MAX_RENDER_PASSES).
 */
export async function renderPage(input: RenderInput): Promise<RenderedPage | { redirect: string }> {
  const request: ServerRequest = {
    alias: input.alias,
    language: input.language,
    phone: input.phone,
    fetch: input.fetch,
  };
  return requests.run(request, async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const i18n = createI18nFor(input.language, input.translations);
    const handler = createStaticHandler(createRoutes(queryClient));
    const context = await handler.query(new Request(new URL(input.url, input.origin)));
    if (context instanceof Response) {
      return { redirect: context.headers.get('Location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const shown = notedReads(queryClient);

    let html = '';
    let failure: unknown = null;
    let complete = false;
    let passes = 0;
    for (let pass = 0; pass < MAX_RENDER_PASSES; pass += 1) {
      passes += 1;
      const { prelude } = await prerenderToNodeStream(
        <I18nextProvider i18n={i18n}>
          <App
            queryClient={queryClient}
            router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
          />
        </I18nextProvider>,
        {
          // A part that fails would be left for the browser to render with an inline script, which
          // the page's CSP refuses: the whole page is left to the browser instead (the caller's fallback).
          onError: (error) => {
            failure ??= error;
          },
          // Completed parts are written in place, never sent apart with a script to move them (the
          // page's CSP runs no inline script, and a crawler sees them where they belong).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      );
      html = await text(prelude);
      if (failure !== null) throw failure;
      const waiting = queryClient.getQueryCache().findAll({ predicate: isWaiting });
      if (waiting.length === 0 && !html.includes(OUT_OF_ORDER_PART)) {
        complete = true;
        break;
      }
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    // Still asking after the last pass, or a part sent apart with a script the CSP would refuse: a
    // page the browser renders is better than a half-rendered one.
    if (!complete) throw new Error(`${input.url} still loading after ${MAX_RENDER_PASSES} renders`);

    // A read the loader made that the page did not show (a spot's infos for an address whose spot is
    // gone: the page shows the home) does not make the page a 404; a read the page shows does.
    const failures = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'error' && shown.has(query.queryHash) });
    const notFound = failures.some(
      (query) => isApiError(query.state.error) && query.state.error.status === 404,
    );
    const state: RenderState = {
      language: input.language,
      phone: input.phone,
      translations: input.translations,
      queries: dehydrate(queryClient),
    };
    return {
      status: notFound || context.statusCode === 404 ? 404 : 200,
      html,
      head: pageHead({ queryClient, matches: context.matches, i18n, origin: input.origin, url: input.url }),
      state: serializeRenderState(state),
      passes,
    };
  });
}
