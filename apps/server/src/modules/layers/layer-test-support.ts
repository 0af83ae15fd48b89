import { ROLE } from '@club/shared/constants';
import { expect } from 'vitest';
import { buildClub, buildMember, hostOf, signIn } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { subscriptions } from '../../db/schema/reference.ts';

/** Headers of a signed-in request on a club's host. */
export type Headers = Record<string, string>;

/** A club with a subscription, its manager signed in, and one spot. */
export async function clubWithSpot(t: TestApp) {
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({ name: 'Plan', subscriptionMaxSpots: 10 })
    .returning();
  const club = await buildClub(t.db, { subscriptionId: subscription?.id ?? null, hasSpots: true });
  const host = hostOf(club);
  const user = await buildMember(t.db, club, { role: ROLE.manager });
  const manager = { host, authorization: `Bearer ${await signIn(t.app, host, user)}` };
  const spot = await t.app.inject({
    method: 'POST',
    url: '/api/Spots/createSpot',
    headers: manager,
    payload: { Name: 'La Gabinière', Latitude: 42.99, Longitude: 6.39 },
  });
  expect(spot.statusCode, spot.body).toBe(200);
  return { club, host, manager, spotId: spot.json().Id as number };
}

/** Sends a layer file to uploadLayerFile as a browser does (multipart `file`, the fields in the query). */
export async function uploadLayerFile(
  t: TestApp,
  headers: Headers,
  spotId: number,
  data: Uint8Array,
  fileName: string,
  name?: string,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const query = new URLSearchParams({ Spot_id: String(spotId), ...(name ? { Name: name } : {}) });
  return t.app.inject({
    method: 'POST',
    url: `/api/Spots/uploadLayerFile?${query}`,
    headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
