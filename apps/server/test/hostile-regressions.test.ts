import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFingerprint } from './fuzz/fingerprint.ts';
import { buildWorld, type World } from './matrix/world.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Server faults the hostile-input fuzz found, each replayed here on its own. */
let t: TestApp;
let world: World;
let fingerprint: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
  fingerprint = await createFingerprint(t.db);
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: world.actors.manager.headers, payload });

describe('a NUL character, which no PostgreSQL text can hold', () => {
  it('in a spot name is refused with invalid_input on that field (it was a 500), nothing written', async () => {
    const before = await fingerprint();
    const created = await post('/api/Spots/createSpot', {
      Name: 'Port\u0000Cros',
      Longitude: 6.39,
      Latitude: 42.99,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      error: 'invalid_input',
      message: 'Name: must not contain NUL characters',
    });
    const edited = await post('/api/Spots/editSpot', {
      Id: world.a.spot.id,
      Name: 'Les\u0000Moines',
      Longitude: 5.3,
      Latitude: 43.2,
    });
    expect(edited.statusCode).toBe(400);
    expect(await fingerprint()).toBe(before);
  });

  it('deep in a body (a news text in a list) is refused the same way, by every call', async () => {
    const before = await fingerprint();
    const response = await post('/api/News/editNewsContent', {
      Id: world.a.news.id,
      Is_event: false,
      news_list: [{ Language_key: 'fr', Title: 'Sortie\u0000', News_content: '<p>Port</p>' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_input',
      message: 'news_list.0.Title: must not contain NUL characters',
    });
    expect(await fingerprint()).toBe(before);
  });

  it('the same text without it is saved', async () => {
    const response = await post('/api/Spots/createSpot', {
      Name: 'Port-Cros',
      Longitude: 6.39,
      Latitude: 42.99,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
