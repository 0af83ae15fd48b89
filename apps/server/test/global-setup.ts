import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropTemplate, prepareTemplate } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    database: { postgresUrl?: string; runId: string; pgliteFile: string };
  }
}

/** Migrates one template database per run; each test file then opens its own copy of it. */
export default async function setup(project: TestProject) {
  const directory = await mkdtemp(path.join(tmpdir(), 'club-test-'));
  const options = {
    postgresUrl: process.env.TEST_DATABASE_URL || undefined,
    runId: `${process.pid}_${Date.now().toString(36)}`,
    pgliteFile: path.join(directory, 'template.tar'),
  };
  await prepareTemplate(options);
  project.provide('database', options);
  return async () => {
    await dropTemplate(options);
    await rm(directory, { recursive: true, force: true });
  };
}
