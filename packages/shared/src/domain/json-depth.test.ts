import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-depth.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or after escapes', () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":{"c":[1]}}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"text":"${'['.repeat(100)}"}`, 3)).toBe(false);
    expect(jsonNestsDeeperThan(`{"text":"\\"${'{'.repeat(100)}"}`, 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[]],[[]],[[]]', 2)).toBe(false);
  });
});
