import path from 'node:path';
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { spots } from '../../db/schema/spots.ts';
import { users } from '../../db/schema/users.ts';
import { acrossClubs } from '../data/club-rows.ts';
import type { Database } from '../data/db.ts';
import { readFileOrCopy } from '../files/picture-copies.ts';
import { assertSafeKey, type ByteRange, type FileStore, fileUrl } from '../files/storage.ts';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.kml': 'application/vnd.google-earth.kml+xml',
  '.glb': 'model/gltf-binary',
};

/** Whose a stored file is: a club's (served on its own host only), the platform's (everywhere), or nobody's. */
export type FileOwner = { clubId: number } | 'platform' | null;

/** Folders whose first segment below them is the owning club's id. */
const CLUB_FOLDERS = new Set(['pictures', 'clubs', 'news', 'spots']);

/**
 * The owner of a stored key, from the store's layout:
 *   pictures|clubs|news|spots/{clubId}/...   the club of the path
 *   Kmls/{spotId}/...                        the club of the spot (layers and their pictures)
 *   avatars/{random}                         the club of the account wearing it (its URL, or the bare
 *                                            key the web app also reads); no club (the super
 *                                            administrator) is the platform's
 * Anything else, or a spot or account that no longer exists, is nobody's.
 */
export function fileOwnerResolver(db: Database): (key: string) => Promise<FileOwner> {
  // Keys are never reused and a spot or an account never changes club: an owner found stays right.
  const known = new LRUCache<string, { clubId: number | null }>({ max: 20_000 });
  const remembered = async (cacheKey: string, find: () => Promise<number | null | undefined>) => {
    const kept = known.get(cacheKey);
    if (kept) return kept.clubId;
    const clubId = await find();
    if (clubId === undefined) return undefined;
    known.set(cacheKey, { clubId });
    return clubId;
  };
  return async (key) => {
    const [folder, second] = key.split('/');
    if (folder === undefined || second === undefined) return null;
    if (CLUB_FOLDERS.has(folder)) return /^[1-9][0-9]{0,9}$/.test(second) ? { clubId: Number(second) } : null;
    if (folder === 'Kmls') {
      if (!/^[1-9][0-9]{0,9}$/.test(second)) return null;
      const clubId = await remembered(`spot:${second}`, async () => {
        const [spot] = await db
          .select({ clubId: spots.clubId })
          .from(acrossClubs(spots, 'finds which club a stored file belongs to, from the spot its key names'))
          .where(eq(spots.id, Number(second)))
          .limit(1);
        return spot?.clubId;
      });
      return clubId === undefined || clubId === null ? null : { clubId };
    }
    if (folder === 'avatars') {
      const clubId = await remembered(`avatar:${key}`, async () => {
        const [user] = await db
          .select({ clubId: users.clubId })
          .from(
            acrossClubs(users, 'finds which club a stored avatar belongs to, from the account wearing it'),
          )
          .where(or(eq(users.avatarUrl, fileUrl(key)), eq(users.avatarUrl, key)))
          .limit(1);
        return user ? user.clubId : undefined;
      });
      if (clubId === undefined) return null;
      return clubId === null ? 'platform' : { clubId };
    }
    return null;
  };
}

/**
 * The one byte range a `Range` header asks (`bytes=0-99`, `bytes=100-`, `bytes=-100`), or undefined for
 * none, several, or one that is not understood: the whole file is then sent, as RFC 9110 allows.
 */
export function parseRangeHeader(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') return last === '' ? undefined : { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end < start ? undefined : { start, end };
}

/**
 * Serves stored files at /files/{key}, with byte ranges (videos and 3D models are read in parts). Keys carry a random part, so a file never changes: cache it forever.
 * A club's file is served only on that club's own host (another club's host and the bare domain answer
 * 404, as for a file that does not exist); the platform's files (the super administrator's avatar) on
 * every host.
 */
export function filesRoutes(app: FastifyInstance, store: FileStore, db: Database): void {
  const ownerOf = fileOwnerResolver(db);
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const key = request.params['*'];
    const missing = () => reply.status(404).send({ error: 'not_found', message: 'No such file' });
    try {
      assertSafeKey(key);
    } catch {
      return missing();
    }
    const owner = await ownerOf(key);
    if (owner === null) return missing();
    if (owner !== 'platform' && owner.clubId !== request.club?.id) return missing();
    const file = await readFileOrCopy(store, key, parseRangeHeader(request.headers.range));
    if (!file) return missing();
    const type = contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes');
    if (file.range && 'unsatisfiable' in file.range) {
      return reply
        .status(416)
        .header('content-range', `bytes */${file.range.total}`)
        .send({ error: 'range_not_satisfiable', message: 'The file has no byte in that range' });
    }
    if (file.range) {
      reply
        .status(206)
        .header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.range.total}`);
    }
    return reply.header('content-type', type).header('content-length', file.size).send(file.body);
  });
}
