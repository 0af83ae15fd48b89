import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { allPages } from '@club/shared/page-rules';
import { request } from '@playwright/test';
import { api, demoHost } from '../support/layer-editor.ts';
import { expect, test } from '../support/person.ts';

/**
 * Issue 32: every page the server renders is rendered once. Its route's loader fetches what pages.ts
 * says it loads before React renders it; a page whose components ask for a call its `loads` miss would
 * be rendered again. The built render bundle is run here, on the demo club, its calls answered by the
 * test server.
 */

const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

type RenderEntry = {
  renderPage(input: {
    url: string;
    origin: string;
    alias: string;
    language: 'fr';
    phone: boolean;
    translations: Record<string, unknown>;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ status: number; html: string; passes: number } | { redirect: string }>;
};

test('every page the server renders is rendered in one pass, with its content', async () => {
  const http = await request.newContext({ baseURL: api, extraHTTPHeaders: { host: demoHost } });
  const read = async <T>(address: string) => (await (await http.get(address)).json()) as T;
  const [spot] = await read<{ Id: number }[]>('/api/Spots/getSpotsByClub/1');
  const [news] = await read<{ Id: number }[]>('/api/News/getNewsByClub/1/0');
  const [outing] = await read<{ Id: number }[]>('/api/Outings/getOutings/1/0?past=false');
  if (!spot || !news || !outing) throw new Error('the demo club has spots, news and outings');
  // A value for each path parameter of a rendered page: a new page's parameter must be added here.
  const values: Record<string, number> = {
    spotId: spot.Id,
    newsId: news.Id,
    outingId: outing.Id,
    memberId: 0,
  };

  const entry = (await import(
    pathToFileURL(path.join(WEB_DIST, 'server', 'entry-server.js')).href
  )) as RenderEntry;
  const translations = {
    fr: JSON.parse(await readFile(path.join(WEB_DIST, 'Translations', 'fr.json'), 'utf8')),
  };
  const fetchThroughServer = async (url: string, init: RequestInit) => {
    const answer = await http.fetch(url, {
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      data: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(new Uint8Array(await answer.body()), {
      status: answer.status(),
      headers: answer.headers(),
    });
  };

  const rendered = allPages.filter((page) => page.serverRendered);
  expect(rendered.length).toBeGreaterThan(10);
  for (const page of rendered) {
    const url = page.pattern.replace(/:(\w+)/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`no demo value for :${name} of ${page.pattern}`);
      return String(value);
    });
    const result = await entry.renderPage({
      url,
      origin: `http://${demoHost}`,
      alias: 'demo',
      language: 'fr',
      phone: false,
      translations,
      fetch: fetchThroughServer,
    });
    if ('redirect' in result) throw new Error(`${url} redirected`);
    expect.soft(result.passes, `${url}: render passes`).toBe(1);
    expect.soft(result.status, `${url}: status`).toBe(200);
    expect.soft(result.html.length, `${url}: markup`).toBeGreaterThan(1000);
  }
  await http.dispose();
});
