import { defineCall } from '@club/shared/api/contract';
import { errorCodes } from '@club/shared/api/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { registerCall } from './register.ts';

/** Two calls only this test registers, whose handlers answer outside their response schema. */
const answerSchema = z.object({ Count: z.number().int() });
const countParams = z.object({ count: z.coerce.number().int().min(0) });
const brokenRead = defineCall({
  method: 'GET',
  path: '/api/Test/brokenRead/{count}',
  summary: 'Answers a text where its schema says a number.',
  access: 'public',
  tenancy: 'any',
  effect: 'read',
  params: countParams,
  response: answerSchema,
});
const brokenCachedRead = defineCall({
  method: 'GET',
  path: '/api/Test/brokenCachedRead/{count}',
  summary: 'The same, through the cache of anonymous reads.',
  access: 'public',
  tenancy: 'any',
  effect: 'cachedRead',
  shows: ['news'],
  params: countParams,
  response: answerSchema,
});

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    {
      logStream: { write: (line) => void logLines.push(line) },
      extraRoutes: (app) => {
        for (const call of [brokenRead, brokenCachedRead]) {
          registerCall(
            app,
            call,
            async ({ params }) => ({ Count: `${params.count}` }) as unknown as { Count: number },
          );
        }
      },
    },
  );
});
afterAll(() => t.close());

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  req?: { url: string };
  err?: { message: string };
}
const logged = () => logLines.map((line) => JSON.parse(line) as LogLine);

describe('an answer that breaks its own response schema', () => {
  for (const call of [brokenRead, brokenCachedRead]) {
    it(`is a 500 without details and a logged error with the request id (${call.path})`, async () => {
      const url = call.path.replace('{count}', '3');
      const response = await t.app.inject({ url, headers: { host: 'localhost:3000' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: errorCodes.internal,
        message: 'Something went wrong on our side',
      });

      const incoming = logged().find((line) => line.msg === 'incoming request' && line.req?.url === url);
      expect(incoming?.reqId).toBeTruthy();
      const error = logged().find(
        (line) => line.reqId === incoming?.reqId && line.msg === 'unexpected error',
      );
      expect(error?.level).toBe(50);
      expect(error?.err?.message).toContain(`GET ${call.path} answered outside its response schema: Count:`);
    });
  }

  it('leaves a bad input a 400 invalid_input, logged as no error', async () => {
    const url = '/api/Test/brokenRead/minus-one';
    const response = await t.app.inject({ url, headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: errorCodes.invalidInput });
    const incoming = logged().find((line) => line.msg === 'incoming request' && line.req?.url === url);
    expect(logged().filter((line) => line.reqId === incoming?.reqId && line.level >= 50)).toEqual([]);
  });
});
