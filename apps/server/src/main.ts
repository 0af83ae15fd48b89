import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { schedulePaperReminders } from './modules/diver-files/reminders.ts';
import { openDatabase } from './platform/data/db.ts';
import { createNotifier } from './platform/data/notifier.ts';
import { createReadCache } from './platform/data/read-cache.ts';
import { createConfiguredFileStore } from './platform/files/file-stores.ts';
import { collectGarbage, reduceMemoryWhenIdle } from './platform/idle-memory.ts';
import { createMailer } from './platform/mailer.ts';
import { DEMO_SUPER_ADMINISTRATOR, demoBanner } from './seed/demo-accounts.ts';
import { ensureReferenceData } from './seed/reference-data.ts';
import { prepareData } from './seed/run.ts';

// React, loaded later for the server render of public pages, runs its production build unless told
// otherwise (its development build is several times slower).
process.env.NODE_ENV ??= 'production';

/** Longest wait for in-flight requests and the database at shutdown before giving up. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

const config = loadConfig();
const database = openDatabase({
  ...config,
  // Without its database the server can only fail: end, so that a supervisor starts it again.
  onCrash(error) {
    console.error('the embedded database stopped', error);
    process.exit(1);
  },
});
const store = createConfiguredFileStore(config);
try {
  await store.check();
} catch (error) {
  // Without its files the server would answer broken pages: end, so that a supervisor tries again.
  console.error(`the file store (${store.description}) cannot be reached`, error);
  process.exit(1);
}
await database.migrate();
await ensureReferenceData(database.db);
const data = await prepareData(database.db, config, store);
const notifier = await createNotifier(database);
const readCache = await createReadCache(database);

// The mailer logs through the app's logger; no mail is sent before the app exists.
const app: FastifyInstance = await buildApp({
  config,
  notifier,
  readCache,
  db: database.db,
  store,
  mailer: createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'mail'),
    log: { info: (details: object, message: string) => app.log.info(details, message) },
  }),
});
if (data.demoSeeded) app.log.info('demo club seeded');
if (data.admin)
  app.log.info({ email: config.admin?.email, outcome: data.admin }, 'super administrator ensured');
if (data.demoAdminPassword) {
  // Printed this once (stored only hashed); at warn, so LOG_LEVEL=warn shows it too.
  app.log.warn(
    { email: DEMO_SUPER_ADMINISTRATOR.email },
    `super administrator ${DEMO_SUPER_ADMINISTRATOR.email} has the random password ${data.demoAdminPassword} ` +
      '(shown only now; set ADMIN_EMAIL and ADMIN_PASSWORD to choose the super administrator instead)',
  );
}

/** Set once the server listens: memory is given back after each busy spell. */
let stopReducingMemory = () => {};
let shuttingDown = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    stopReducingMemory();
    await app.close();
    await notifier.close();
    await readCache.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

await app.listen({ port: config.port, host: config.host });
// Once a crowd has gone, both threads give back what they grew for it.
stopReducingMemory = reduceMemoryWhenIdle({
  server: app.server,
  async collect() {
    collectGarbage();
    await database.collectGarbage();
  },
}).stop;
// Today's pass of the papers' reminders, which schedules the next day's (one a day, whatever the processes).
await schedulePaperReminders(database.db);
// Every server process runs due jobs: a job's lease keeps two from running it at once.
app.jobs.start();
if (data.demoExists) console.log(demoBanner(config, data.demoAdminPassword));
