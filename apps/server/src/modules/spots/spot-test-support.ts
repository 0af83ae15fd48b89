import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { buildClub, buildMember, hostOf, signIn } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { subscriptions } from '../../db/schema/reference.ts';
import { layers } from '../../db/schema/spots.ts';

/** The spot calls as the spot test files make them. */

export type Headers = Record<string, string>;

export const port = {
  Name: 'Port-Cros, la Gabinière',
  Town: 'Hyères',
  Region: 'Var',
  Latitude: 42.99,
  Longitude: 6.39,
};

export const simpleKml = (name: string, description = 'Un tombant') =>
  `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${name}</name>
<Placemark><name>Bouée</name><description><![CDATA[${description}]]></description>
<Point><coordinates>6.3925,42.9918,0</coordinates></Point></Placemark></Document></kml>`;

export async function pngBase64(width: number, height: number) {
  const data = await sharp({
    create: { width, height, channels: 3, background: { r: 10, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  return data.toString('base64');
}

/** The calls of the test file whose app `current` gives (made in its `beforeAll`). */
export function spotApi(current: () => TestApp) {
  async function buildSpotClub(subscriptionMaxSpots = 10) {
    const t = current();
    const [subscription] = await t.db
      .insert(subscriptions)
      .values({ name: `Plan ${subscriptionMaxSpots}`, subscriptionMaxSpots })
      .returning();
    const club = await buildClub(t.db, { subscriptionId: subscription?.id ?? null, hasSpots: true });
    const host = hostOf(club);
    const signedIn = async (role: number) => {
      const user = await buildMember(t.db, club, { role });
      const token = await signIn(t.app, host, user);
      return { host, authorization: `Bearer ${token}` } as Headers;
    };
    return {
      club,
      host,
      visitor: { host } as Headers,
      manager: await signedIn(ROLE.manager),
      member: await signedIn(ROLE.member),
    };
  }

  function post(url: string, headers: Headers, payload: Record<string, unknown>) {
    return current().app.inject({ method: 'POST', url, headers, payload });
  }
  function get(url: string, headers: Headers) {
    return current().app.inject({ url, headers });
  }

  async function createSpot(headers: Headers, body: Record<string, unknown> = port): Promise<number> {
    const response = await post('/api/Spots/createSpot', headers, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().Id;
  }

  async function layerRows(spotId: number) {
    return current().db.select().from(layers).where(eq(layers.spotId, spotId));
  }

  return { buildSpotClub, post, get, createSpot, layerRows };
}
