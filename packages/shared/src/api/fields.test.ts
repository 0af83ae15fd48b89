import { describe, expect, it } from 'vitest';
import { boolField, emailField, idField, nullable, text } from './fields.ts';

describe('form-encoded fields', () => {
  it('read booleans from JSON and form text alike', () => {
    for (const value of [true, 'true', '1', 1, 'on']) expect(boolField.parse(value)).toBe(true);
    for (const value of [false, 'false', '0', 0, '']) expect(boolField.parse(value)).toBe(false);
    expect(boolField.safeParse('maybe').success).toBe(false);
  });
  it('read ids from numbers and digit text, and refuse anything else', () => {
    expect(idField.parse('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999'])
      expect(idField.safeParse(bad).success).toBe(false);
  });
  it('send empty optional fields as null', () => {
    const optional = nullable(text(10));
    expect(optional.parse('')).toBeNull();
    expect(optional.parse('null')).toBeNull();
    expect(optional.parse(' x ')).toBe('x');
  });
  it('normalise e-mail addresses', () => {
    expect(emailField.parse('  Marin@Example.ORG ')).toBe('marin@example.org');
    expect(emailField.safeParse('not-an-email').success).toBe(false);
    expect(emailField.parse('admin@localhost')).toBe('admin@localhost');
  });
});
