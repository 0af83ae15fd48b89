/**
 * A `pg` client that names each query (select, insert, update, delete, with) after its text, so every
 * connection of the pool parses and plans it once and then only binds and runs it: `pg` keeps the
 * statements it has prepared on a connection, by name. drizzle sends unnamed statements, which
 * PostgreSQL parses and plans again every time. The names are a hash of the text, so two texts never
 * share one. A connection's statements end with it (the pool closes idle connections).
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

const QUERY = /^\s*(select|insert|update|delete|with)\b/i;
/** Names remembered by text; beyond this many texts, a name is hashed again each time. */
const REMEMBERED_NAMES = 2_000;
const names = new Map<string, string>();

function nameOf(text: string): string {
  const remembered = names.get(text);
  if (remembered) return remembered;
  const name = `kept_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
  if (names.size < REMEMBERED_NAMES) names.set(text, name);
  return name;
}

function withName(config: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const { text, name } = config as { text?: unknown; name?: unknown };
  if (name !== undefined || typeof text !== 'string' || !QUERY.test(text)) return config;
  return { ...config, name: nameOf(text) };
}

export class KeptStatementsClient extends pg.Client {}

const unnamedQuery = pg.Client.prototype.query;
KeptStatementsClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  return (unnamedQuery as (...args: unknown[]) => unknown).call(this, withName(config), ...rest);
} as typeof unnamedQuery;
