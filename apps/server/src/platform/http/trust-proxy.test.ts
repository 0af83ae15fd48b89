import { afterEach, describe, expect, it } from 'vitest';
import { buildClub, hostOf } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig, parseTrustProxy } from '../../config.ts';

describe('TRUST_PROXY', () => {
  it('reads false, true and proxy addresses; refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('TRUE')).toBe(true);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,loopback')).toBe('127.0.0.1,10.0.0.0/8,::1,loopback');
    for (const bad of ['yes', '1', '10.0.0.0/33', '127.0.0.1/8/8', 'proxy.example.com', '1.2.3']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the sign-in rate limit counts the client address', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** Two sign-in attempts per minute; returns the status of each attempt with these forwarded addresses. */
  async function attempts(env: Record<string, string>, forwardedFor: string[]): Promise<number[]> {
    app = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '2', ...env });
    const club = await buildClub(app.db);
    const statuses: number[] = [];
    for (const address of forwardedFor) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/Users/connection/',
        headers: { host: hostOf(club), 'x-forwarded-for': address },
        payload: { email: 'someone@example.org', password: 'a wrong guess' },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('ignores X-Forwarded-For by default: a client cannot dodge the limit by naming other addresses', async () => {
    expect(await attempts({}, ['192.0.2.1', '192.0.2.2', '192.0.2.3'])).toEqual([401, 401, 429]);
  });

  it('behind a trusted proxy, counts each forwarded client on its own', async () => {
    // app.inject connects from 127.0.0.1: the proxy.
    const statuses = await attempts({ TRUST_PROXY: '127.0.0.1' }, [
      '192.0.2.1',
      '192.0.2.1',
      '192.0.2.1',
      '192.0.2.2',
    ]);
    expect(statuses).toEqual([401, 401, 429, 401]);
  });

  it('does not believe X-Forwarded-For from an address that is not a trusted proxy', async () => {
    expect(await attempts({ TRUST_PROXY: '10.0.0.1' }, ['192.0.2.1', '192.0.2.2', '192.0.2.3'])).toEqual([
      401, 401, 429,
    ]);
  });
});
