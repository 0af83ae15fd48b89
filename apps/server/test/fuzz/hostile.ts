/**
 * Hostile requests for the fuzz test: a seeded pseudo-random generator, a valid-looking value of a
 * JSON Schema, and the ways a request is spoiled (malformed, oversized, wrong-typed, missing and
 * injection-shaped values). Everything derives from the seed, so a failure is replayed exactly.
 */

/** mulberry32: a tiny, well-known 32-bit generator; good enough to pick test cases. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  default?: unknown;
  $ref?: string;
};

const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

/** Strings shaped like attacks or edge cases; each is sent where the API expects text or an id. */
export const hostileStrings: readonly string[] = [
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  "'; SELECT pg_sleep(30); --",
  '1 UNION SELECT password_hash FROM users',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(document.cookie)>',
  '<a href="javascript:alert(1)">x</a>',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '/files/../../data/db',
  'C:\\Windows\\win.ini',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy\ud800',
  '\uffff\ufffe',
  '\u202e\u200b',
  '😀'.repeat(60),
  'é'.repeat(400),
  'x'.repeat(5_000),
  'y'.repeat(300_000),
  '',
  '   ',
  '%00',
  '%s%n%x%d',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '{{7*7}}${7*7}',
  'javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'line\r\nSet-Cookie: admin=1',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '0x7fffffff',
  '2147483648',
  '1.5',
  'true',
  'null',
  '[]',
  '{"$gt":""}',
  '__proto__',
  'constructor',
];

export const hostileNumbers: readonly number[] = [
  -1,
  0,
  1.5,
  -0.0001,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];

/** Values of the wrong shape for any field. */
export const hostileShapes: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 'a', null],
  { id: 1 },
  deep(60),
  Array.from({ length: 5_000 }, (_, index) => index),
  JSON.parse('{"__proto__":{"role":1,"isAdmin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"role":1}}}'),
];

export function hostileValue(random: Random): unknown {
  const kind = random.int(3);
  if (kind === 0) return random.pick(hostileStrings);
  if (kind === 1) return random.pick(hostileNumbers);
  return random.pick(hostileShapes);
}

export type Resolver = (schema: JsonSchema) => JsonSchema;

/** The main type of a field: a value of that type gets past the shape checks and reaches the code behind. */
export function typeOf(schema: JsonSchema, resolve: Resolver): string | undefined {
  const resolved = resolve(schema);
  const options = resolved.anyOf ?? resolved.oneOf;
  if (options) {
    for (const option of options) {
      const type = typeOf(option, resolve);
      if (type && type !== 'null') return type;
    }
    return undefined;
  }
  return Array.isArray(resolved.type) ? resolved.type.find((item) => item !== 'null') : resolved.type;
}

/** Half the time a hostile value of the field's own type (injection-shaped text, edge numbers). */
export function hostileValueFor(schema: JsonSchema | undefined, resolve: Resolver, random: Random): unknown {
  const type = schema ? typeOf(schema, resolve) : undefined;
  if (random.int(2) === 0) {
    if (type === 'string') return random.pick(hostileStrings);
    if (type === 'integer' || type === 'number') return random.pick(hostileNumbers);
    if (type === 'array') return [random.pick(hostileStrings), random.pick(hostileNumbers)];
  }
  return hostileValue(random);
}

/** A plausible valid value of a schema (so that one spoiled field is what the server sees). */
export function sampleOf(schema: JsonSchema, resolve: Resolver, random: Random, depth = 0): unknown {
  const resolved = resolve(schema);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum) return random.pick(resolved.enum);
  if (resolved.default !== undefined && random.int(2) === 0) return resolved.default;
  const options = resolved.anyOf ?? resolved.oneOf;
  if (options) {
    const nonNull = options.filter((option) => resolve(option).type !== 'null');
    return sampleOf(random.pick(nonNull.length ? nonNull : options), resolve, random, depth + 1);
  }
  const type = Array.isArray(resolved.type) ? resolved.type.find((item) => item !== 'null') : resolved.type;
  switch (type) {
    case 'integer':
      return Math.max(1, resolved.minimum ?? 1) + random.int(3);
    case 'number':
      return 1 + random.int(40);
    case 'boolean':
      return random.int(2) === 0;
    case 'array':
      return depth > 4 || !resolved.items ? [] : [sampleOf(resolved.items, resolve, random, depth + 1)];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(resolved.properties ?? {})) {
        if (depth > 4) break;
        value[name] = sampleOf(property, resolve, random, depth + 1);
      }
      return value;
    }
    case 'null':
      return null;
    default:
      if (resolved.format === 'email') return 'someone@example.org';
      if (resolved.format === 'date' || resolved.pattern?.includes('\\d{4}')) return '2000-01-31';
      if (resolved.format === 'date-time') return '2030-01-31T10:00:00.000Z';
      return 'Texte';
  }
}
