import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, hostOf } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The security headers every answer carries: the content policy and Helmet's others. */
describe('security headers', () => {
  let testApp: TestApp;
  let host: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    host = hostOf(await buildClub(testApp.db));
  });
  afterAll(() => testApp.close());

  it.each([
    ['an API answer', '/api/Spots/getSpots/1'],
    ['an error', '/api/Nothing/here'],
    ['the health check', '/healthz'],
  ])('are on %s', async (_what, url) => {
    const answer = await testApp.app.inject({ method: 'GET', url, headers: { host } });
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/form-action 'self' \*\.[^ ]+:\*/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
    expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});
