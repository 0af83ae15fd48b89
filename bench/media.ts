/**
 * Media benchmark: picture-list latency with 100,000 pictures in one club, and the image pipeline's
 * time per 2 MB photo. Runs the real app (app.inject, no network) on embedded PGlite, or on
 * PostgreSQL when DATABASE_URL is set. Prints figures; asserts nothing.
 *
 *   npm run bench:media -w @club/bench
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { clubLanguages, clubs } from '../apps/server/src/db/schema/clubs.ts';
import { languages } from '../apps/server/src/db/schema/reference.ts';
import { spots } from '../apps/server/src/db/schema/spots.ts';
import { users } from '../apps/server/src/db/schema/users.ts';
import { hashPassword } from '../apps/server/src/modules/users/passwords.ts';
import { openDatabase } from '../apps/server/src/platform/data/db.ts';
import { createNotifier } from '../apps/server/src/platform/data/notifier.ts';
import { createReadCache } from '../apps/server/src/platform/data/read-cache.ts';
import { processPicture } from '../apps/server/src/platform/files/images.ts';
import { createLocalFileStore } from '../apps/server/src/platform/files/storage.ts';
import { createMailer } from '../apps/server/src/platform/mailer.ts';
import { ensureReferenceData } from '../apps/server/src/seed/reference-data.ts';

const PICTURES = Number(process.env.BENCH_PICTURES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const PIPELINE_RUNS = Number(process.env.BENCH_PIPELINE_RUNS ?? 15);

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function summary(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  console.log(
    `${label.padEnd(44)} n=${String(samples.length).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms` +
      `  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms  mean ${mean.toFixed(1).padStart(7)} ms`,
  );
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'club-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED: 'none',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await handle.migrate();
  const { db } = handle;
  await ensureReferenceData(db);
  const store = createLocalFileStore(path.join(dataDir, 'files'));
  const app = await buildApp({
    config,
    db,
    store,
    notifier: await createNotifier(handle),
    readCache: await createReadCache(handle),
    mailer: createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      outboxDir: path.join(dataDir, 'mail'),
      log: { info() {} },
    }),
  });
  await app.ready();

  // One club with 10 spots and 50 members; 100,000 pictures spread over them, and one other club.
  const [club] = await db.insert(clubs).values({ name: 'Bench club', alias: 'bench' }).returning();
  const [other] = await db.insert(clubs).values({ name: 'Other club', alias: 'other' }).returning();
  if (!club || !other) throw new Error('clubs not created');
  const [fr] = await db.select().from(languages).where(sql`${languages.key} = 'fr'`);
  await db.insert(clubLanguages).values({ clubId: club.id, languageId: fr?.id ?? 1, position: 0 });
  const spotRows = await db
    .insert(spots)
    .values(
      Array.from({ length: 10 }, (_, index) => ({
        clubId: club.id,
        name: `Spot ${index}`,
        latitude: 43,
        longitude: 5,
      })),
    )
    .returning();
  const passwordHash = await hashPassword('bench-password-1');
  const memberRows = await db
    .insert(users)
    .values(
      Array.from({ length: 50 }, (_, index) => ({
        clubId: club.id,
        role: 3,
        email: `m${index}@bench.localhost`,
        passwordHash,
        firstname: 'Member',
        lastname: String(index),
        emailValidatedAt: new Date(),
      })),
    )
    .returning();
  const firstSpot = spotRows[0]?.id ?? 0;
  const firstMember = memberRows[0]?.id ?? 0;
  const started = performance.now();
  await db.execute(sql`
    insert into pictures (club_id, spot_id, user_id, name, file_key, width, height, nb_views, nb_likes, created_at)
    select ${club.id}, ${firstSpot} + (g % 10), ${firstMember} + (g % 50), 'Picture ' || g,
           'pictures/' || ${club.id} || '/' || md5(g::text) || '.webp', 1920, 1280, g % 97, g % 13,
           now() - (g || ' seconds')::interval
    from generate_series(1, ${PICTURES}) as g`);
  await db.execute(sql`
    insert into pictures (club_id, name, file_key, width, height)
    select ${other.id}, 'Other ' || g, 'pictures/' || ${other.id} || '/' || md5(g::text) || '.webp', 800, 600
    from generate_series(1, 5000) as g`);
  // The member has liked one picture in ten.
  await db.execute(sql`
    insert into picture_likes (picture_id, user_id)
    select id, ${firstMember} from pictures where club_id = ${club.id} and id % 10 = 0`);
  await db.execute(sql`analyze`);
  console.log(
    `setup: ${PICTURES} pictures in the club (+5,000 in another) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const host = 'bench.localhost:3000';
  const login = await app.inject({
    method: 'POST',
    url: '/api/Users/connection/',
    headers: { host },
    payload: { email: 'm0@bench.localhost', password: 'bench-password-1' },
  });
  const token = login.json<{ token: string }>().token;

  async function measure(
    label: string,
    body: () => Record<string, unknown>,
    headers: Record<string, string>,
  ) {
    for (let index = 0; index < 10; index += 1) {
      await app.inject({ method: 'POST', url: '/api/Pictures/getPictures', headers, payload: body() });
    }
    const samples: number[] = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      const payload = body();
      const start = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/Pictures/getPictures',
        headers,
        payload,
      });
      samples.push(performance.now() - start);
      if (response.statusCode !== 200)
        throw new Error(`getPictures answered ${response.statusCode}: ${response.body}`);
    }
    summary(label, samples);
  }

  const visitor = { host };
  const member = { host, authorization: `Bearer ${token}` };
  const early = () => Math.floor(Math.random() * 20);
  console.log(`\npicture list (POST /api/Pictures/getPictures, 12 per page), ${REQUESTS} requests each:`);
  await measure('visitor, first page', () => ({ page: 0, club_id: club.id }), visitor);
  await measure('member (Is_liked), first page', () => ({ page: 0, club_id: club.id }), member);
  await measure(
    'member, random page 0-19 (infinite scroll)',
    () => ({ page: early(), club_id: club.id }),
    member,
  );
  await measure(
    'member, one spot, random page 0-19',
    () => ({ page: early(), club_id: club.id, spot_id: firstSpot + Math.floor(Math.random() * 10) }),
    member,
  );
  await measure(
    'member, one spot and one member, page 0-4',
    () => ({
      page: Math.floor(Math.random() * 5),
      club_id: club.id,
      spot_id: firstSpot,
      member_id: firstMember,
    }),
    member,
  );
  await measure(
    `member, deep random page 0-${Math.floor(PICTURES / 12) - 1} (whole list)`,
    () => ({ page: Math.floor(Math.random() * Math.floor(PICTURES / 12)), club_id: club.id }),
    member,
  );

  // The pipeline on a photo just under the 2,000,000-byte limit (4000 x 3000, noisy like a real photo).
  let photo = Buffer.alloc(0);
  for (const sigma of [6, 7, 8, 9, 10]) {
    const candidate = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 120, sigma },
      },
    })
      .jpeg({ quality: 85 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    if (candidate.length <= 2_000_000) photo = candidate;
  }
  await processPicture(photo);
  const samples: number[] = [];
  for (let index = 0; index < PIPELINE_RUNS; index += 1) {
    const start = performance.now();
    await processPicture(photo);
    samples.push(performance.now() - start);
  }
  console.log(
    `\nimage pipeline (processPicture: check, rotate, strip, 1920 px + 480 px WebP), ${(photo.length / 1e6).toFixed(2)} MB JPEG 4000 x 3000:`,
  );
  summary('per photo', samples);
  console.log(
    `sharp concurrency ${sharp.concurrency()} threads; ${(await import('node:os')).cpus().length} CPUs`,
  );

  await app.close();
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
}

await main();
