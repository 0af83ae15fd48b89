/// <reference lib="dom" />
import path from 'node:path';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { linksOfLatestMailTo } from '../support/outbox.ts';

/**
 * "Mes papiers" (issue 34) at a desktop and a phone width, with a paper in each state: a medical
 * certificate expiring in a fortnight (amber), a licence of this season (green), a membership that
 * lapsed (red) and a minor's parental consent not given yet (red). Written to docs/screens/ as
 * `my-papers-<width>.png`, the whole page.
 */

const screensDir = path.resolve(import.meta.dirname, '../../docs/screens');
const timezoneId = 'Europe/Paris';
const password = 'Plongeuse-2026-ecran';
const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };

const sizes = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

function demoApi(): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host: `demo.localhost:${E2E_PORT}` },
  });
}

async function tokenOf(api: APIRequestContext, credentials: { email: string; password: string }) {
  const answer = await api.post('/api/Users/connection/', { data: credentials });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** A 15-year-old member with a FFESSM N1 and nitrox, whose papers are in every state; their token. */
async function memberWithPapers(width: number): Promise<string> {
  const api = await demoApi();
  const email = `camille-${width}-${Date.now().toString(36)}@demo.localhost`;
  const registered = await api.post('/api/Users/register', {
    data: {
      Firstname: 'Camille',
      Lastname: 'Girelle',
      Nickname: null,
      Country_id: null,
      Gender: null,
      Birthdate: dayFromNow(-15 * 365),
      Practice_type: 0,
      Organism: 'ffessm',
      Diving_level: 'ffessm_n1',
      Email: email,
      Password: password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const link = (await linksOfLatestMailTo(email)).find((candidate) =>
    new URL(candidate).pathname.startsWith('/auth/'),
  );
  expect(
    (await api.get(`/api/Users/validate/${new URL(link as string).pathname.split('/')[2]}`)).status(),
  ).toBe(200);
  const token = await tokenOf(api, { email, password });
  const me = (await (
    await api.get('/api/Users/getUserDetailsByToken', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { Id: number };
  const today = dayFromNow(0);
  const season = today.slice(5) >= '09-15' ? Number(today.slice(0, 4)) + 1 : Number(today.slice(0, 4));
  const saved = await api.post('/api/Users/updateDiverFile', {
    headers: { authorization: `Bearer ${await tokenOf(api, manager)}` },
    data: {
      User_id: me.Id,
      Licence_number: 'A-0412-7789',
      Licence_season: season,
      Medical_certificate_date: dayFromNow(-350),
      Membership_until: dayFromNow(-10),
      Parental_consent: false,
      Qualifications: ['PN20'],
      Checked: ['licence', 'level'],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await api.dispose();
  return token;
}

for (const size of sizes) {
  test.describe(`${size.width} px`, () => {
    test.use({ viewport: size, locale: 'fr-FR', timezoneId, hasTouch: size.width < 600 });

    test('my papers', async ({ page }) => {
      const token = await memberWithPapers(size.width);
      // Signed in by the API, as the other screens are.
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('token:demo', value), token);
      await page.goto('/profile/papiers');
      await expect(page.getByTestId('paper-medical_certificate')).toHaveAttribute('data-state', 'expiring');
      await expect(page.getByTestId('paper-membership')).toHaveAttribute('data-state', 'expired');
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(screensDir, `my-papers-${size.width}.png`), fullPage: true });
    });
  });
}
