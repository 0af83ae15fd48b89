import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Clubs that exist when papers start being checked are not locked out by the upgrade: migration 0007
 * starts them at "warn" for the certificate and the licence, while clubs created later block.
 */

const migrationsFolder = path.resolve(import.meta.dirname, '../../db/migrations');
const folders: string[] = [];

/** A copy of the migrations holding only those before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'club-migrations-'));
  folders.push(folder);
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(end).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, end);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('the upgrade to papers checked at sign-up (migration 0007)', () => {
  it('leaves existing clubs at "warn" until a manager chooses, and new clubs block', async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: await migrationsBefore('0007_diver_files') });
      await client.query(`insert into clubs (name, alias) values ('Existing', 'existing')`);
      await migrate(db, { migrationsFolder });
      await client.query(`insert into clubs (name, alias) values ('Created later', 'later')`);
      const { rows } = await client.query<{
        alias: string;
        medical_certificate_check: string;
        licence_check: string;
        membership_check: string;
        paper_rules_chosen: boolean;
      }>(
        `select alias, medical_certificate_check, licence_check, membership_check, paper_rules_chosen
           from clubs order by id`,
      );
      expect(rows).toEqual([
        {
          alias: 'existing',
          medical_certificate_check: 'warn',
          licence_check: 'warn',
          membership_check: 'warn',
          paper_rules_chosen: false,
        },
        {
          alias: 'later',
          medical_certificate_check: 'block',
          licence_check: 'block',
          membership_check: 'warn',
          paper_rules_chosen: false,
        },
      ]);
    } finally {
      await client.close();
    }
  });
});
