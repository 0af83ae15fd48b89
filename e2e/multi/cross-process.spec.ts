import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';

/**
 * Runs only in the cross-process run (playwright.multi.config.ts): two members in two browsers, pinned by
 * nginx to the processes that first answered them (the next one in turn of three, so two different
 * ones), and what one does reaches the other through PostgreSQL (live events) and the S3 bucket (files).
 */

// Tom and the manager: the specs that also run across processes (messages.spec.ts) count Marin's and
// Léa's messages from zero.
const tomAccount = { email: 'tom@demo.localhost', password: 'demo-member-2026' };
const managerAccount = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };

interface Member {
  page: Page;
  /** The server process nginx answered this browser from (its X-Upstream header). */
  upstream: string;
  token: string;
  id: number;
}

interface Answer {
  status: number;
  /** The server process nginx passed the request to (its X-Upstream header). */
  upstream: string;
  body: unknown;
  contentType: string;
}

/**
 * A request from the page itself, with its cookies (its pin) and the browser's name resolution (the
 * Node side of Playwright cannot resolve demo.localhost). `file` is sent as the multipart field `file`.
 */
async function call(
  page: Page,
  path: string,
  options: { token?: string; json?: unknown; file?: { name: string; type: string; base64: string } } = {},
): Promise<Answer> {
  const answer = await page.evaluate(
    async ({ path, token, json, file }) => {
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
      let body: string | FormData | undefined;
      if (json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(json);
      }
      if (file) {
        body = new FormData();
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        body.append('file', new Blob([bytes], { type: file.type }), file.name);
      }
      const response = await fetch(path, { method: body === undefined ? 'GET' : 'POST', headers, body });
      const contentType = response.headers.get('content-type') ?? '';
      return {
        status: response.status,
        upstream: response.headers.get('x-upstream') ?? '',
        contentType,
        body: contentType.includes('json') ? await response.json() : null,
      };
    },
    { path, token: options.token, json: options.json, file: options.file },
  );
  expect(answer.upstream, `nginx names the process that answered ${path}`).toMatch(/^127\.0\.0\.1:\d+$/);
  return answer as Answer;
}

/** A browser of its own, on the demo club, signed in through the API. */
async function member(
  browser: Browser,
  { email, password }: { email: string; password: string },
): Promise<Member> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const upstream = (await page.goto('/'))?.headers()['x-upstream'] ?? '';
  expect(upstream, 'nginx names the process that answered').toMatch(/^127\.0\.0\.1:\d+$/);
  const signIn = await call(page, '/api/Users/connection/', { json: { email, password } });
  expect(signIn.status).toBe(200);
  // Pinned: every later request of this browser is answered by the same process.
  expect(signIn.upstream).toBe(upstream);
  const { token } = signIn.body as { token: string };
  const me = await call(page, '/api/Users/getUserDetailsByToken', { token });
  expect(me.upstream).toBe(upstream);
  return { page, upstream, token, id: (me.body as { Id: number }).Id };
}

/** What openStream leaves in the page: the next `message` event, and the process serving the stream. */
type StreamHolder = { clubStream?: { upstream: string | null; nextMessage: Promise<string> } };

/** Opens the member's live event stream in their page; resolves once the server has subscribed it. */
async function openStream(page: Page, token: string): Promise<string | null> {
  return page.evaluate(async (bearer) => {
    const response = await fetch('/api/Messages/events', {
      headers: { Authorization: `Bearer ${bearer}`, Accept: 'text/event-stream' },
    });
    if (!response.ok || !response.body) throw new Error(`event stream: HTTP ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const readMore = async () => {
      const { value, done } = await reader.read();
      if (done) throw new Error('the event stream closed');
      buffer += value;
    };
    while (!buffer.includes(': connected\n\n')) await readMore();
    const nextMessage = (async () => {
      for (;;) {
        const match = /^event: message\ndata: (.*)$/m.exec(buffer);
        if (match?.[1]) return match[1];
        await readMore();
      }
    })();
    const upstream = response.headers.get('x-upstream');
    (globalThis as StreamHolder).clubStream = { upstream, nextMessage };
    return upstream;
  }, token);
}

test('a message sent to one server process arrives live on a member served by another', async ({
  browser,
}) => {
  const tom = await member(browser, tomAccount);
  const manager = await member(browser, managerAccount);
  expect(manager.upstream, 'the two browsers are served by different processes').not.toBe(tom.upstream);

  expect(await openStream(manager.page, manager.token)).toBe(manager.upstream);
  const sent = await call(tom.page, '/api/Messages/sendMessage', {
    token: tom.token,
    json: { user_id: manager.id, message: 'Bonjour, la Gabinière samedi ?' },
  });
  expect(sent.status).toBe(200);
  expect(sent.upstream).toBe(tom.upstream);
  const { Id } = sent.body as { Id: number };

  const event = JSON.parse(
    await manager.page.evaluate(() => (globalThis as StreamHolder).clubStream?.nextMessage ?? ''),
  ) as unknown;
  expect(event).toEqual({ Id, Sender_id: tom.id, Recipient_id: manager.id });
});

test('a file uploaded through one process is served by another (one shared bucket)', async ({ browser }) => {
  const tom = await member(browser, tomAccount);
  const manager = await member(browser, managerAccount);
  expect(manager.upstream).not.toBe(tom.upstream);

  const png = await readFile(path.join(import.meta.dirname, '../fixtures/avatar.png'));
  const uploaded = await call(tom.page, '/api/Users/editAvatar', {
    token: tom.token,
    file: { name: 'avatar.png', type: 'image/png', base64: png.toString('base64') },
  });
  expect(uploaded.status).toBe(200);
  expect(uploaded.upstream).toBe(tom.upstream);
  const { Avatar_url } = uploaded.body as { Avatar_url: string };

  const served = await call(manager.page, Avatar_url);
  expect(served.status).toBe(200);
  expect(served.upstream).toBe(manager.upstream);
  expect(served.contentType).toMatch(/^image\//);
});
