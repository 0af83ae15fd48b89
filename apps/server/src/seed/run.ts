import { count, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { clubs } from '../db/schema/clubs.ts';
import type { Database } from '../platform/data/db.ts';
import { createConfiguredFileStore } from '../platform/files/file-stores.ts';
import type { FileStore } from '../platform/files/storage.ts';
import {
  type AdminOutcome,
  createSuperAdministratorIfMissing,
  ensureSuperAdministrator,
  randomPassword,
  replacePublishedPassword,
} from './admin.ts';
import { demoClubExists, seedDemo } from './demo.ts';
import { DEMO_SUPER_ADMINISTRATOR, RETIRED_DEMO_ADMIN_PASSWORD } from './demo-accounts.ts';
import type { DemoArt } from './demo-media.ts';

/** Any constant: serialises concurrent start-ups on one PostgreSQL database while they decide to seed. */
const SEED_LOCK_KEY = 4_207_311;

/**
 * Seeds the demo when the database has no club yet, in one transaction; its files (pictures, layers,
 * the 3D model) go to `store`. Idempotent: once any club exists (the demo or an operator's own), it
 * never seeds again, so a restart keeps all data.
 */
export async function seedDemoWhenEmpty(
  db: Database,
  store: FileStore,
  options: { art?: DemoArt } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [clubCount] = await tx.select({ value: count() }).from(clubs);
    if ((clubCount?.value ?? 0) > 0) return false;
    await seedDemo(tx, store, { art: options.art });
    return true;
  });
}

export interface PreparedData {
  demoSeeded: boolean;
  demoExists: boolean;
  admin: AdminOutcome | null;
  /**
   * The demo super administrator's (DEMO_SUPER_ADMINISTRATOR) new random password, when this start made one:
   * start-up prints it once; it is stored only hashed.
   */
  demoAdminPassword: string | undefined;
}

/**
 * What start-up does to the data after migrating: the demo seed (SEED=demo) and the super
 * administrator. With ADMIN_EMAIL set, that account (with ADMIN_PASSWORD) and no other; without it,
 * the start that seeds the demo makes DEMO_SUPER_ADMINISTRATOR with a random password. A demo super
 * administrator still having the password once published gets a random one too.
 * The demo's files go to `store`, by default the store the configuration names.
 */
export async function prepareData(
  db: Database,
  config: Config,
  store: FileStore = createConfiguredFileStore(config),
  options: { art?: DemoArt } = {},
): Promise<PreparedData> {
  const demoSeeded = config.seed === 'demo' ? await seedDemoWhenEmpty(db, store, options) : false;
  const admin = config.admin ? await ensureSuperAdministrator(db, config.admin) : null;
  const password = randomPassword();
  const operatorEmail = config.admin?.email.trim().toLowerCase();
  const demoAdmin = { ...DEMO_SUPER_ADMINISTRATOR, password };
  const made =
    demoSeeded && !config.admin
      ? await createSuperAdministratorIfMissing(db, demoAdmin)
      : operatorEmail !== DEMO_SUPER_ADMINISTRATOR.email &&
        (await replacePublishedPassword(db, { ...demoAdmin, published: RETIRED_DEMO_ADMIN_PASSWORD }));
  return {
    demoSeeded,
    demoExists: await demoClubExists(db),
    admin,
    demoAdminPassword: made ? password : undefined,
  };
}
