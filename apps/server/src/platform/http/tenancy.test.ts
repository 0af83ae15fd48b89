import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestAlias } from './tenancy.ts';

const withHost = (host: string) => ({ headers: { host } }) as FastifyRequest;

describe('requestAlias', () => {
  it("is the host's first label, whatever its case, port or final dot", () => {
    expect(requestAlias(withHost('demo.example.com'), 'example.com')).toBe('demo');
    expect(requestAlias(withHost('DEMO.example.com.:8443'), 'example.com')).toBe('demo');
  });

  it('is none on the bare domain and on the labels that name the platform, which no club may take', () => {
    for (const host of ['example.com', 'www.example.com', 'api.example.com', 'admin.example.com'])
      expect(requestAlias(withHost(host), 'example.com'), host).toBeNull();
  });
});
