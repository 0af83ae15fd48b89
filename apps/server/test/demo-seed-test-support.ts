import path from 'node:path';
import type { Spot } from '@club/shared/api/spots';
import { expect } from 'vitest';
import { createLocalFileStore } from '../src/platform/files/storage.ts';
import { seedDemoWhenEmpty } from '../src/seed/run.ts';
import type { TestApp } from './test-app.ts';

/**
 * The seed check (issue 17): the demo club, seeded on a fresh database as `npm start` seeds it, read
 * the way a visitor's browser reads it (through the API, on the demo club's host) shows every kind of
 * content the product has. Files are asked for at their URLs, as the pages ask for them.
 */

export const host = 'demo.localhost:3000';

/** Seeds the demo club into the app as start-up does; answers its id and its spots. */
export async function seedDemo(t: TestApp): Promise<{ clubId: number; spots: Spot[] }> {
  // The same seed as start-up's (SEED=demo), into the files the app serves.
  expect(await seedDemoWhenEmpty(t.db, createLocalFileStore(path.join(t.dataDir, 'files')))).toBe(true);
  const { getJson } = demoReader(() => t);
  const clubId = (await getJson<{ Id: number }>('/api/Clubs/getClubByAlias/demo')).Id;
  const spots = await getJson<Spot[]>(`/api/Spots/getSpotsByClub/${clubId}`);
  return { clubId, spots };
}

/** Every page of a paged list, until the empty page. */
export async function allPages<T>(page: (index: number) => Promise<T[]>): Promise<T[]> {
  const items: T[] = [];
  for (let index = 0; index < 20; index += 1) {
    const found = await page(index);
    if (found.length === 0) return items;
    items.push(...found);
  }
  throw new Error('the list never ends');
}

/** The demo club's reads, on its host, through the app `current` gives (made in the file's `beforeAll`). */
export function demoReader(current: () => TestApp) {
  async function get(url: string, token?: string) {
    return current().app.inject({
      url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  async function getJson<T>(url: string, token?: string, language?: string): Promise<T> {
    const response = await current().app.inject({
      url,
      headers: {
        host,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
    });
    expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  }

  async function postJson<T>(url: string, payload: object): Promise<T> {
    const response = await current().app.inject({ method: 'POST', url, payload, headers: { host } });
    expect(response.statusCode, `POST ${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  }

  /** A stored file as the browser gets it: its status, type and bytes. */
  async function file(url: string) {
    const response = await get(url);
    return {
      status: response.statusCode,
      type: String(response.headers['content-type'] ?? ''),
      body: response.rawPayload,
    };
  }

  return { getJson, postJson, file };
}
