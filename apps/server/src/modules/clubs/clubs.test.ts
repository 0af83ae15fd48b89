import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, hostOf } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('club by alias', () => {
  it('gives the club with its languages, default first, and its colour as rgb', async () => {
    const club = await buildClub(t.db, { color: '#1a2b3c', languageKeys: ['fr', 'en'] });
    const response = await t.app.inject({
      url: `/api/Clubs/getClubByAlias/${club.alias}`,
      headers: { host: hostOf(club) },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ Id: club.id, Alias: club.alias, Color: '#1a2b3c', Color_rgb: '26, 43, 60' });
    expect(body.Languages.map((l: { Language_key: string }) => l.Language_key)).toEqual(['fr', 'en']);
  });

  it('answers a clear 404 for a host whose alias no club has', async () => {
    const response = await t.app.inject({
      url: '/api/Countries/getAllCountries',
      headers: { host: 'nosuchclub.localhost:3000' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'club_not_found' });
  });

  it("does not give another club's languages through this club's site", async () => {
    const club = await buildClub(t.db);
    const other = await buildClub(t.db, { languageKeys: ['de'] });
    const response = await t.app.inject({
      url: `/api/Clubs/getLanguagesByClub/${other.id}`,
      headers: { host: hostOf(club) },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('countries', () => {
  it('names every country in the language of the request', async () => {
    const club = await buildClub(t.db);
    const french = await t.app.inject({
      url: '/api/Countries/getAllCountries',
      headers: { host: hostOf(club), 'accept-language': 'fr' },
    });
    const english = await t.app.inject({
      url: '/api/Countries/getAllCountries',
      headers: { host: hostOf(club), language: 'en' },
    });
    const byCode = (list: { Code: string; Name: string }[], code: string) =>
      list.find((c) => c.Code === code)?.Name;
    expect(byCode(french.json(), 'DE')).toBe('Allemagne');
    expect(byCode(english.json(), 'DE')).toBe('Germany');
    expect(french.json().length).toBeGreaterThan(240);
  });
});
