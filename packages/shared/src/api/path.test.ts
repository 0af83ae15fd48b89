import { describe, expect, it } from 'vitest';
import { idField } from './fields.ts';
import { buildPath, rowIdOf } from './path.ts';

describe('rowIdOf', () => {
  it('reads an id as idField does', () => {
    const inputs = [
      '12',
      ' 7 ',
      '1e3',
      '0',
      '-1',
      '1.5',
      'abc',
      '',
      '2147483647',
      '2147483648',
      '0x10',
      undefined,
    ];
    for (const input of inputs) {
      const parsed = idField.safeParse(input);
      expect(rowIdOf(input), String(input)).toBe(parsed.success ? parsed.data : null);
    }
  });
});

describe('buildPath', () => {
  it('fills and encodes the placeholders', () => {
    expect(buildPath('/api/News/getNewsDetails/{id}', { id: 'a/b' })).toBe('/api/News/getNewsDetails/a%2Fb');
  });
});
