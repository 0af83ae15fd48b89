import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../data/db.ts';
import type { FileStore } from '../files/storage.ts';

/** Longest wait for each dependency before it counts as unreachable. */
const CHECK_TIMEOUT_MS = 2_000;
/** A load balancer asks every few seconds; a crowd asking at once shares one check. */
const KEPT_MS = 1_000;

type Outcome = 'ok' | 'unreachable';

async function within(check: () => Promise<unknown>): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then((): Outcome => 'ok'), late]);
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /readyz`: 200 while this process can reach its database and its file store, 503 (saying which)
 * otherwise, so that a load balancer sends requests only to processes that can answer them.
 * `/healthz` stays the liveness check: it touches nothing and says only that the process runs.
 */
export function readinessRoute(app: FastifyInstance, deps: { db: Database; store: FileStore }): void {
  let kept: { at: number; answer: Promise<{ database: Outcome; files: Outcome }> } | null = null;
  const checkBoth = async () => {
    const [database, files] = await Promise.all([
      within(() => deps.db.execute(sql`select 1`)),
      within(() => deps.store.check()),
    ]);
    return { database, files };
  };
  app.get('/readyz', async (_request, reply) => {
    const now = Date.now();
    if (kept === null || now - kept.at > KEPT_MS) kept = { at: now, answer: checkBoth() };
    const { database, files } = await kept.answer;
    const ready = database === 'ok' && files === 'ok';
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ok: ready, database, files });
  });
}
