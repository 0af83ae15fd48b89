import type { FastifyInstance } from 'fastify';
import type { Database } from '../db.ts';
import { createJobRunner, type JobHandlers, type JobRunner } from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue's runner: `main.ts` starts it; tests call `runDueJobs()` when they choose. */
    jobs: JobRunner;
  }
}

/** Gives the app its job runner (not started), stopped with the app once its job under way ends. */
export function installJobRunner(app: FastifyInstance, db: Database, handlers: JobHandlers): void {
  const runner = createJobRunner({ db, handlers, log: app.log });
  app.decorate('jobs', runner);
  app.addHook('onClose', () => runner.stop());
}
