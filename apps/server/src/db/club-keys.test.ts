import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase, type TestDatabaseHandle, withDatabase } from '../../test/database.ts';
import { buildClub, buildMember, buildOuting, type ClubRow } from '../../test/factories.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../platform/data/db.ts';
import { pictures } from './schema/media.ts';
import { comments, news } from './schema/news.ts';
import { outingParticipants, outings } from './schema/outings.ts';
import { layers, layerVersions, spots } from './schema/spots.ts';

/**
 * Tenancy by construction (issue 32, migration 0009): a row of a club points only at rows of the same
 * club. Each child's foreign key is a (club_id, parent_id) pair, so the database itself refuses a row
 * that points across clubs, whatever the code that writes it.
 */

/** The PostgreSQL error a failed statement ended with: its code and the constraint it names. */
async function refusal(statement: Promise<unknown>): Promise<{ code?: unknown; constraint?: unknown }> {
  try {
    await statement;
  } catch (error) {
    for (let current: unknown = error; current instanceof Error; current = current.cause) {
      const { code, constraint } = current as { code?: unknown; constraint?: unknown };
      if (code !== undefined) return { code, constraint };
    }
    throw error;
  }
  throw new Error('The statement was accepted');
}
const foreignKeyViolation = (constraint: string) => ({ code: '23503', constraint });

/** The messages of an error and of its causes (the driver's error wraps PostgreSQL's). */
function causes(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) messages.push(current.message);
  return messages.join('\n');
}

describe('foreign keys on (club_id, id) pairs', () => {
  let database: TestDatabaseHandle;
  let ours: ClubRow;
  let theirs: ClubRow;
  const spotOf = async (club: ClubRow) => {
    const [spot] = await database.db
      .insert(spots)
      .values({ clubId: club.id, name: 'Tombant', longitude: 5.3, latitude: 43.2 })
      .returning();
    if (!spot) throw new Error('spot not created');
    return spot;
  };

  beforeAll(async () => {
    database = await openTestDatabase(inject('database'));
    ours = await buildClub(database.db);
    theirs = await buildClub(database.db);
  });
  afterAll(() => database.close());

  it("refuse a comment that points at another club's news item, and take it on its own club's", async () => {
    const author = await buildMember(database.db, ours);
    const [item] = await database.db.insert(news).values({ clubId: theirs.id }).returning();
    if (!item) throw new Error('news not created');
    const comment = { newsId: item.id, userId: author.id, content: 'J’y serai' };
    expect(await refusal(database.db.insert(comments).values({ ...comment, clubId: ours.id }))).toEqual(
      foreignKeyViolation('comments_news_same_club_fk'),
    );
    const [kept] = await database.db
      .insert(comments)
      .values({ ...comment, clubId: theirs.id })
      .returning();
    expect(kept?.newsId).toBe(item.id);
  });

  it("refuse a layer version of another club's layer", async () => {
    const ourSpot = await spotOf(ours);
    const theirSpot = await spotOf(theirs);
    const [theirLayer] = await database.db
      .insert(layers)
      .values({ clubId: theirs.id, spotId: theirSpot.id, name: 'Épave' })
      .returning();
    if (!theirLayer) throw new Error('layer not created');
    const version = { layerId: theirLayer.id, version: 1, fileKey: 'k.kml', size: 1, savedAt: new Date() };
    expect(
      await refusal(
        database.db.insert(layerVersions).values({ ...version, clubId: ours.id, spotId: ourSpot.id }),
      ),
    ).toEqual(foreignKeyViolation('layer_versions_layer_same_club_fk'));
    await database.db.insert(layerVersions).values({ ...version, clubId: theirs.id, spotId: theirSpot.id });
  });

  it("refuse an outing participant of another club's outing, or another club's member", async () => {
    const theirOuting = await buildOuting(database.db, theirs);
    const ourMember = await buildMember(database.db, ours);
    const theirMember = await buildMember(database.db, theirs);
    const participant = { outingId: theirOuting.id, status: 'confirmed' };
    expect(
      await refusal(
        database.db
          .insert(outingParticipants)
          .values({ ...participant, clubId: ours.id, userId: ourMember.id }),
      ),
    ).toEqual(foreignKeyViolation('outing_participants_outing_same_club_fk'));
    expect(
      await refusal(
        database.db
          .insert(outingParticipants)
          .values({ ...participant, clubId: theirs.id, userId: ourMember.id }),
      ),
    ).toEqual(foreignKeyViolation('outing_participants_user_same_club_fk'));
    await database.db
      .insert(outingParticipants)
      .values({ ...participant, clubId: theirs.id, userId: theirMember.id });
  });

  it('empty only the reference when its row goes: the row keeps its club (SET NULL of one column)', async () => {
    const spot = await spotOf(ours);
    const [picture] = await database.db
      .insert(pictures)
      .values({ clubId: ours.id, spotId: spot.id, name: 'Murène', fileKey: 'p.webp', width: 1, height: 1 })
      .returning();
    const [item] = await database.db.insert(news).values({ clubId: ours.id }).returning();
    const outing = await buildOuting(database.db, ours, { newsId: item?.id ?? 0 });
    await database.db.delete(spots).where(eq(spots.id, spot.id));
    await database.db.delete(news).where(eq(news.id, item?.id ?? 0));
    const [after] = await database.db
      .select()
      .from(pictures)
      .where(eq(pictures.id, picture?.id ?? 0));
    expect(after).toMatchObject({ clubId: ours.id, spotId: null });
    const [outingAfter] = await database.db.select().from(outings).where(eq(outings.id, outing.id));
    expect(outingAfter).toMatchObject({ clubId: ours.id, newsId: null });
  });
});

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Each migration's statements, in the journal's order, as drizzle's migrator runs them. */
function migrationStatements(): { tag: string; statements: string[] }[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map(({ tag }) => ({
    tag,
    statements: readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement !== ''),
  }));
}

/** An empty database of its own, PostgreSQL's (a scratch database) when the tests run on it. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('database').postgresUrl;
  if (!postgresUrl) return openPglite();
  const name = `club_keys_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const handle = openPostgres(withDatabase(postgresUrl, name));
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

describe('migration 0009 (club_scoped_keys)', () => {
  it('refuses, naming each table, a database whose rows already point at another club’s rows', async () => {
    const migrations = migrationStatements();
    const index = migrations.findIndex((migration) => migration.tag === '0009_club_scoped_keys');
    expect(index).toBeGreaterThan(0);
    const database = await emptyDatabase();
    const run = async (statements: string[]) => {
      for (const statement of statements) await database.db.execute(sql.raw(statement));
    };
    try {
      await run(migrations.slice(0, index).flatMap((migration) => migration.statements));
      // Rows written before the keys existed: a comment and a layer of club 1 on club 2's news and spot.
      await run([
        "insert into clubs (id, name, alias) values (1, 'Un', 'un'), (2, 'Deux', 'deux')",
        'insert into news (id, club_id) values (10, 2)',
        "insert into comments (club_id, news_id, content) values (1, 10, 'ailleurs'), (2, 10, 'ici')",
        "insert into spots (id, club_id, name, longitude, latitude) values (20, 2, 'Tombant', 5.3, 43.2)",
        "insert into layers (club_id, spot_id, name) values (1, 20, 'Épave')",
      ]);
      const failure = await run(migrations[index]?.statements ?? []).then(
        () => null,
        (error: unknown) => error,
      );
      expect(causes(failure)).toMatch(
        /Rows point at another club's rows: .*comments \(news_id\) -> news: 1 rows.*layers \(spot_id\) -> spots: 1 rows/,
      );
      // Mended by hand, the database takes the migration.
      await run(['delete from comments where club_id = 1', 'delete from layers where club_id = 1']);
      await run(migrations[index]?.statements ?? []);
      const [kept] = await database.db.select().from(comments);
      expect(kept).toMatchObject({ clubId: 2, newsId: 10, content: 'ici' });
    } finally {
      await database.close();
    }
  });
});
