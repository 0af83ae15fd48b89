import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE } from '@club/shared/constants';
import { expect } from 'vitest';
import { buildClub, buildMember, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The news calls as the news test files make them. */

export type Headers = Record<string, string>;

/** A test app with a web build of its own, absent until a test writes it, whatever apps/web/dist holds. */
export async function createNewsTestApp(): Promise<TestApp> {
  const webDistDir = await mkdtemp(path.join(tmpdir(), 'news-web-dist-'));
  const t = await createTestApp({ WEB_DIST_DIR: webDistDir });
  return {
    ...t,
    async close() {
      await rm(webDistDir, { recursive: true, force: true });
      await t.close();
    },
  };
}

type Text = { Title?: string; Intro_content?: string; News_content?: string };

export const frenchNewsItem = {
  fr: { Title: 'Sortie du dimanche', Intro_content: 'Rendez-vous', News_content: '<p>Au port</p>' },
};

/** The calls of the test file whose app `current` gives (made in its `beforeAll`). */
export function newsApi(current: () => TestApp) {
  /** A club with fr then en, its manager and two members, each signed in on the club's host. */
  async function buildNewsClub(languageKeys = ['fr', 'en']) {
    const t = current();
    const club = await buildClub(t.db, { languageKeys });
    const host = hostOf(club);
    const signedIn = async (role: number) => {
      const user = await buildMember(t.db, club, { role });
      const token = await signIn(t.app, host, user);
      return { user, headers: { host, authorization: `Bearer ${token}` } as Headers };
    };
    return {
      club,
      host,
      visitor: { host } as Headers,
      manager: await signedIn(ROLE.manager),
      member: await signedIn(ROLE.member),
      otherMember: await signedIn(ROLE.member),
    };
  }

  function saveNewsItem(headers: Headers, body: Record<string, unknown>) {
    return current().app.inject({ method: 'POST', url: '/api/News/editNewsContent', headers, payload: body });
  }

  async function createNewsItem(headers: Headers, texts: Record<string, Text>): Promise<number> {
    const news_list = Object.entries(texts).map(([Language_key, text]) => ({ Language_key, ...text }));
    const response = await saveNewsItem(headers, { news_list });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().news.Id;
  }

  function get(url: string, headers: Headers) {
    return current().app.inject({ url, headers });
  }

  return { buildNewsClub, saveNewsItem, createNewsItem, get };
}
