import { routerPath } from '@club/shared/api/contract';
import { allCalls } from '@club/shared/api/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The contract check: every call defined in packages/shared/src/api has a route on the server.
 * A call of the accounts module (/api/Users/) comes from apps/server/src/modules/users; until that
 * module registers it, its line here fails on purpose.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const owner = (path: string) => (path.startsWith('/api/Users/') ? ' (accounts module)' : '');
/** The router ignores trailing slashes (app.ts): `/api/Users/connection/` is stored without it. */
const routedUrl = (path: string) => routerPath(path).replace(/(.)\/$/, '$1');

describe('every call of the contract has a server route', () => {
  it.each(allCalls.map((call) => [`${call.method} ${call.path}${owner(call.path)}`, call] as const))(
    '%s',
    (_name, call) => {
      expect(t.app.hasRoute({ method: call.method, url: routedUrl(call.path) })).toBe(true);
    },
  );
});

describe('calls answering a file', () => {
  const fileCalls = allCalls.filter((call) => call.responseKind === 'file');

  it('declare their media types, and none is kept by the read cache (it holds JSON answers)', () => {
    expect(fileCalls.map((call) => call.path)).toContain(
      '/api/Spots/exportLayer/{spotId}/{uploadedFlag}/{layerName}',
    );
    for (const call of fileCalls) {
      expect(call.fileTypes?.length, call.path).toBeGreaterThan(0);
      expect(call.effect, call.path).not.toBe('cachedRead');
    }
  });
});
