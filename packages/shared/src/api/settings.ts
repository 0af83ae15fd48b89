import { z } from 'zod';
import { defineCall } from './contract.ts';

/** What the web app needs of the server's configuration (README, Configuration). */
export const clientSettingsSchema = z.object({
  /** Parallel uploads of the upload queue (UPLOAD_CONCURRENCY). */
  Upload_concurrency: z.number().int().min(1),
});
export type ClientSettings = z.infer<typeof clientSettingsSchema>;

export const getClientSettings = defineCall({
  method: 'GET',
  path: '/api/Settings/getClientSettings',
  effect: 'cachedRead',
  shows: ['platform'],
  summary: "The settings of the platform the web app follows (the upload queue's concurrency).",
  access: 'public',
  tenancy: 'any',
  response: clientSettingsSchema,
});
