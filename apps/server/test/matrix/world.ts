import { ROLE } from '@club/shared/constants';
import { desc } from 'drizzle-orm';
import sharp from 'sharp';
import { carouselSlides } from '../../src/db/schema/clubs.ts';
import { pictures, videos } from '../../src/db/schema/media.ts';
import { messages } from '../../src/db/schema/messages.ts';
import { comments, news, newsContents } from '../../src/db/schema/news.ts';
import { languages, subscriptions } from '../../src/db/schema/reference.ts';
import { spots } from '../../src/db/schema/spots.ts';
import { type OneTimePurpose, oneTimeTokens, users } from '../../src/db/schema/users.ts';
import { hashPassword } from '../../src/modules/users/passwords.ts';
import { hashToken, newToken } from '../../src/platform/tokens.ts';
import { present } from '../assertions.ts';
import {
  buildClub,
  buildMember,
  type ClubRow,
  DEFAULT_PASSWORD,
  hostOf,
  signIn,
  type UserRow,
} from '../factories.ts';
import type { TestApp } from '../test-app.ts';

/**
 * The people of the authorization matrix. Every request goes to the site of club A ("this club");
 * the other club's people carry the token they got on their own site, as an attacker would.
 */
export const ACTORS = [
  'anonymous',
  'member',
  'manager',
  'otherManager',
  'otherMember',
  'superAdministrator',
] as const;
export type ActorKind = (typeof ACTORS)[number];

/** One club of the matrix with a row of each kind. */
export interface ClubSide {
  club: ClubRow;
  host: string;
  manager: UserRow;
  member: UserRow;
  /** Another member: the peer of messages. */
  peer: UserRow;
  spot: typeof spots.$inferSelect;
  /** The manager's headers on the club's own site, to build rows through the API. */
  managerHeaders: Record<string, string>;
  news: typeof news.$inferSelect;
  picture: typeof pictures.$inferSelect;
  video: typeof videos.$inferSelect;
}

export interface SignedActor {
  kind: ActorKind;
  user: UserRow | null;
  /** Headers of a request to club A's site. */
  headers: Record<string, string>;
}

export interface World {
  t: TestApp;
  /** This club: the requests' host. */
  a: ClubSide;
  /** Another club. */
  b: ClubSide;
  superAdministrator: UserRow;
  actors: Record<ActorKind, SignedActor>;
  /** A small JPEG for the file calls. */
  jpeg: Buffer;
  subscriptionId: number;
}

let sequence = 0;
export const unique = (prefix: string) => {
  sequence += 1;
  return `${prefix}${process.pid}x${sequence}`;
};

export async function buildNews(t: TestApp, club: ClubRow, author: UserRow) {
  const [row] = await t.db.insert(news).values({ clubId: club.id, authorId: author.id }).returning();
  const item = present(row, 'news');
  const [fr] = await t.db.select().from(languages).limit(1);
  await t.db.insert(newsContents).values({
    newsId: item.id,
    clubId: club.id,
    languageId: present(fr, 'language').id,
    title: 'Sortie aux Moines',
    newsContent: '<p>Rendez-vous au port.</p>',
  });
  return item;
}

export async function buildComment(t: TestApp, club: ClubRow, newsId: number, author: UserRow) {
  const [row] = await t.db
    .insert(comments)
    .values({ clubId: club.id, newsId, userId: author.id, content: 'Super sortie' })
    .returning();
  return present(row, 'comment');
}

export async function buildPicture(t: TestApp, club: ClubRow, author: UserRow, spotId: number) {
  const [row] = await t.db
    .insert(pictures)
    .values({
      clubId: club.id,
      userId: author.id,
      spotId,
      name: 'Mérou',
      fileKey: `Pictures/${club.id}/${unique('p')}.jpg`,
      width: 64,
      height: 48,
    })
    .returning();
  return present(row, 'picture');
}

export async function buildVideo(t: TestApp, club: ClubRow, author: UserRow, spotId: number) {
  const [row] = await t.db
    .insert(videos)
    .values({
      clubId: club.id,
      userId: author.id,
      spotId,
      name: 'Plongée de nuit',
      source: 1,
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    .returning();
  return present(row, 'video');
}

export async function buildSlide(t: TestApp, club: ClubRow) {
  const [row] = await t.db
    .insert(carouselSlides)
    .values({ clubId: club.id, pictureUrl: `/files/Clubs/${club.id}/carousel/${unique('s')}.jpg` })
    .returning();
  return present(row, 'carousel slide');
}

export async function buildMessage(t: TestApp, club: ClubRow, from: UserRow, to: UserRow) {
  const [row] = await t.db
    .insert(messages)
    .values({ clubId: club.id, senderId: from.id, recipientId: to.id, content: 'Bonjour' })
    .returning();
  return present(row, 'message');
}

/** A member of the club whose e-mail is not validated yet (for the validation link). */
export async function buildUnvalidated(t: TestApp, club: ClubRow) {
  return buildMember(t.db, club, { emailValidatedAt: null });
}

/** A live single-use token as the mails carry it. */
export async function buildOneTimeToken(
  t: TestApp,
  input: { purpose: OneTimePurpose; user: UserRow; clubId: number | null; newEmail?: string },
): Promise<string> {
  const token = newToken();
  await t.db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose: input.purpose,
    userId: input.user.id,
    clubId: input.clubId,
    payload: input.newEmail ? { newEmail: input.newEmail } : null,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

export async function buildSpot(t: TestApp, club: ClubRow) {
  const [row] = await t.db
    .insert(spots)
    .values({ clubId: club.id, name: 'Les Moines', latitude: 43.2, longitude: 5.3 })
    .returning();
  return present(row, 'spot');
}

async function buildSide(t: TestApp, subscriptionId: number): Promise<ClubSide> {
  const club = await buildClub(t.db, { hasLivePage: true, hasSpots: true, hasGallery: true, subscriptionId });
  const manager = await buildMember(t.db, club, { role: ROLE.manager });
  const member = await buildMember(t.db, club);
  const peer = await buildMember(t.db, club);
  const spot = await buildSpot(t, club);
  await buildMessage(t, club, member, peer);
  const item = await buildNews(t, club, manager);
  await buildComment(t, club, item.id, member);
  await buildSlide(t, club);
  return {
    club: { ...club, managerId: manager.id },
    host: hostOf(club),
    manager,
    member,
    peer,
    spot,
    managerHeaders: await signedHeaders(t, manager, hostOf(club), hostOf(club)),
    news: item,
    picture: await buildPicture(t, club, member, spot.id),
    video: await buildVideo(t, club, member, spot.id),
  };
}

const bearer = (host: string, token: string) => ({ host, authorization: `Bearer ${token}` });

/** Signs a user in on a host and returns the headers of requests to club A's site. */
async function signedHeaders(t: TestApp, user: UserRow, signInHost: string, targetHost: string) {
  const token = await signIn(t.app, signInHost, { email: user.email, password: DEFAULT_PASSWORD });
  return bearer(targetHost, token);
}

/**
 * A new account of the actor's kind, signed in (for calls that end or change the caller's own
 * account: deleting it, changing its password). The anonymous visitor stays anonymous.
 */
export async function freshActor(world: World, kind: ActorKind): Promise<SignedActor> {
  const { t, a, b } = world;
  if (kind === 'anonymous') return world.actors.anonymous;
  const side =
    kind === 'otherManager' || kind === 'otherMember' ? b : kind === 'superAdministrator' ? null : a;
  const role =
    kind === 'superAdministrator'
      ? ROLE.superAdministrator
      : kind === 'manager' || kind === 'otherManager'
        ? ROLE.manager
        : ROLE.member;
  const [row] = await t.db
    .insert(users)
    .values({
      clubId: side?.club.id ?? null,
      role,
      email: `${unique('fresh')}@example.org`,
      passwordHash: await hashPassword(DEFAULT_PASSWORD),
      lastname: 'Fresh',
      firstname: 'Actor',
      emailValidatedAt: new Date(),
    })
    .returning();
  const user = present(row, 'user');
  return { kind, user, headers: await signedHeaders(t, user, (side ?? a).host, a.host) };
}

export async function buildWorld(t: TestApp): Promise<World> {
  const [subscription] = await t.db
    .select()
    .from(subscriptions)
    .orderBy(desc(subscriptions.subscriptionMaxSpots))
    .limit(1);
  const subscriptionId = present(subscription, 'subscription').id;
  const a = await buildSide(t, subscriptionId);
  const b = await buildSide(t, subscriptionId);
  const superAdministrator = await buildMember(t.db, null);
  const jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#1c7ed6' } })
    .jpeg()
    .toBuffer();
  const actors: Record<ActorKind, SignedActor> = {
    anonymous: { kind: 'anonymous', user: null, headers: { host: a.host } },
    member: { kind: 'member', user: a.member, headers: await signedHeaders(t, a.member, a.host, a.host) },
    manager: { kind: 'manager', user: a.manager, headers: await signedHeaders(t, a.manager, a.host, a.host) },
    otherManager: {
      kind: 'otherManager',
      user: b.manager,
      headers: await signedHeaders(t, b.manager, b.host, a.host),
    },
    otherMember: {
      kind: 'otherMember',
      user: b.member,
      headers: await signedHeaders(t, b.member, b.host, a.host),
    },
    superAdministrator: {
      kind: 'superAdministrator',
      user: superAdministrator,
      headers: await signedHeaders(t, superAdministrator, a.host, a.host),
    },
  };
  return { t, a, b, superAdministrator, actors, jpeg, subscriptionId };
}
