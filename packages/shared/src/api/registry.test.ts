import { describe, expect, it } from 'vitest';
import { pathParamNames } from './contract.ts';
import { allCalls } from './registry.ts';
import * as users from './users.ts';

describe('registry of calls', () => {
  it('holds the calls of every module and nothing else', () => {
    const paths = allCalls.map((call) => call.path);
    expect(paths).toContain(users.connection.path);
    expect(paths).toContain('/api/Countries/getAllCountries');
    expect(paths).toContain('/api/Clubs/getClubByAlias/{alias}');
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('never has two calls on the same verb and path', () => {
    const keys = allCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every path placeholder a parameter schema', () => {
    for (const call of allCalls) {
      const shape = 'shape' in call.params ? (call.params.shape as Record<string, unknown>) : {};
      for (const name of pathParamNames(call.path)) {
        expect(shape, `${call.path} lacks a schema for {${name}}`).toHaveProperty(name);
      }
    }
  });

  it('names in clubFields only fields the call has, which the server can hold to the host', () => {
    const shapeOf = (schema: unknown) =>
      typeof schema === 'object' && schema !== null && 'shape' in schema
        ? (schema.shape as Record<string, unknown>)
        : {};
    for (const call of allCalls) {
      for (const name of Object.keys(call.clubFields ?? {})) {
        const known = name in shapeOf(call.params) || name in shapeOf(call.body);
        expect(known, `${call.path} declares clubFields.${name}, which it has no field for`).toBe(true);
      }
    }
  });
});
