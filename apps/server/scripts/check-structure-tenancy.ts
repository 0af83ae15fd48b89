/**
 * Issue 32, tenancy by construction: every query of a club-owned table (every table of the schema with
 * a `club_id` column, read from the schema itself) goes through `platform/data/club-rows.ts`. A file of
 * `src/` that is not test code offends, naming file and line, when a query
 * - selects from, joins, updates or deletes a club-owned table and does not name that same table in an
 *   `ofClub`, `ofClubOrClubless` or `sameClubAs` of the same statement (writes by id included);
 * - inserts into one without `clubRow` / `clubRows` of that table in its values, or upserts without
 *   `ofClub` of it (the update of a conflicting row, `setWhere`);
 * - interpolates one in a `sql` template without one of those scopes of it in the same template, or
 *   names one in SQL text (`from comments`), where the check cannot see it;
 * - reads one through drizzle's relational API (`db.query.users`).
 * `acrossClubs(table, 'reason')` in place of the table is the one way to query every club's rows; its
 * reason must be a non-empty string. A statement is a call chain (`db.select().from(t).where(...)`); a
 * subquery inside it is a statement of its own and is checked as one. The check reads the tables a file
 * names (imported from `db/schema/`, or aliases of them); a table passed around as a value is not seen.
 */
import path from 'node:path';
import { parseSync } from '@swc/core';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema/index.ts';

/** Club-owned tables of the schema: export name -> SQL name. */
export type ClubTables = ReadonlyMap<string, string>;

export const schemaClubTables: ClubTables = new Map(
  (Object.entries(schema) as [string, unknown][]).flatMap(([name, table]) => {
    if (!is(table, PgTable)) return [];
    const config = getTableConfig(table);
    return config.columns.some((column) => column.name === 'club_id') ? [[name, config.name] as const] : [];
  }),
);

const CLUB_ROWS = 'platform/data/club-rows.ts';
const whereScopes = ['ofClub', 'ofClubOrClubless', 'sameClubAs'];
const insertScopes = ['clubRow', 'clubRows'];
const readMethods = [
  'from',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'update',
  'delete',
];
const queryMethods = new Set([...readMethods, 'insert', '$count']);

// swc's tree, as far as this check reads it.
interface Node {
  type: string;
  span?: { start: number; end: number };
  [key: string]: unknown;
}
type Visit = (node: Node, parent: Node | null) => void;

function walk(node: unknown, visit: Visit, parent: Node | null = null): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit, parent);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const value = node as Node;
  const isNode = typeof value.type === 'string';
  if (isNode) visit(value, parent);
  for (const [key, child] of Object.entries(value)) {
    if (key !== 'span' && child !== null && typeof child === 'object')
      walk(child, visit, isNode ? value : parent);
  }
}

const isCall = (node: Node) => node.type === 'CallExpression' || node.type === 'OptionalChainingCall';
const argumentsOf = (call: Node) => (call.arguments as { expression: Node }[]).map((arg) => arg.expression);
const identifierName = (node: Node | undefined) =>
  node?.type === 'Identifier' ? (node.value as string) : null;

/** `x.method(` and `x?.method(`: the method's name node, or null. */
function methodNode(call: Node): Node | null {
  let callee = call.callee as Node;
  if (callee.type === 'OptionalChainingExpression') callee = callee.base as Node;
  if (callee.type !== 'MemberExpression') return null;
  return (callee.property as Node).type === 'Identifier' ? (callee.property as Node) : null;
}
const methodName = (call: Node) => identifierName(methodNode(call) ?? undefined);

/** Where a file's relative import leads, relative to `src/`. */
const importTarget = (file: string, specifier: string) =>
  specifier.startsWith('.')
    ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
    : specifier;

interface FileNames {
  /** Local name (or `namespace.export`) -> the club-owned table's export name. */
  tables: Map<string, string>;
  /** Local name -> the club-rows function it is. */
  scopes: Map<string, string>;
  /** Namespaces of the schema (`import * as schema`), for `db.query` and `schema.news`. */
  namespaces: Set<string>;
}

function namesOf(file: string, body: Node[], clubTables: ClubTables): FileNames {
  const names: FileNames = { tables: new Map(), scopes: new Map(), namespaces: new Set() };
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration' || statement.typeOnly) continue;
    const target = importTarget(file, (statement.source as Node).value as string);
    const fromSchema = target === 'db/schema' || target.startsWith('db/schema/');
    for (const specifier of statement.specifiers as Node[]) {
      const local = (specifier.local as Node).value as string;
      if (specifier.type === 'ImportNamespaceSpecifier' && fromSchema) names.namespaces.add(local);
      if (specifier.type !== 'ImportSpecifier' || specifier.isTypeOnly) continue;
      const imported = identifierName(specifier.imported as Node) ?? local;
      if (fromSchema && clubTables.has(imported)) names.tables.set(local, imported);
      if (target === CLUB_ROWS) names.scopes.set(local, imported);
    }
  }
  for (const namespace of names.namespaces) {
    for (const table of clubTables.keys()) names.tables.set(`${namespace}.${table}`, table);
  }
  walk(body, (node) => {
    // const b = alias(comments, 'b'): b is the same table.
    if (node.type !== 'VariableDeclarator' || identifierName(node.id as Node) === null) return;
    const init = node.init as Node | null;
    if (!init || !isCall(init) || identifierName(init.callee as Node) !== 'alias') return;
    const aliased = tableOf(argumentsOf(init)[0], names);
    if (aliased) names.tables.set(identifierName(node.id as Node) as string, aliased);
  });
  return names;
}

/** The name by which an expression names a club-owned table (`news`, `schema.news`), or null. */
function tableKey(node: Node | undefined, names: FileNames): string | null {
  if (!node) return null;
  if (node.type === 'Identifier')
    return names.tables.has(node.value as string) ? (node.value as string) : null;
  if (node.type === 'MemberExpression') {
    const key = `${identifierName(node.object as Node)}.${identifierName(node.property as Node)}`;
    return names.tables.has(key) ? key : null;
  }
  return null;
}
const tableOf = (node: Node | undefined, names: FileNames) => {
  const key = tableKey(node, names);
  return key === null ? null : (names.tables.get(key) ?? null);
};

/** The statement a call belongs to: the top of its chain (`db.select().from(t).where(...).limit(1)`). */
function chainTop(node: Node, parents: Map<Node, Node>): Node {
  let current = node;
  for (let parent = parents.get(current); parent; parent = parents.get(current)) {
    const continues =
      (parent.type === 'MemberExpression' && parent.object === current) ||
      (isCall(parent) && parent.callee === current) ||
      (parent.type === 'OptionalChainingExpression' && parent.base === current) ||
      (parent.type === 'TsNonNullExpression' && parent.expression === current);
    if (!continues) break;
    current = parent;
  }
  return current;
}

/** The calls of `scopeNames` under `root` whose first argument is the table `key`, skipping `skip`'s subtrees. */
function scopesOf(root: Node, key: string, scopeNames: string[], names: FileNames, skip: Set<Node>): Node[] {
  const found: Node[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const value = node as Node;
    if (value !== root && skip.has(value)) return;
    if (typeof value.type === 'string' && isCall(value)) {
      const scope = names.scopes.get(identifierName(value.callee as Node) ?? '');
      if (scope && scopeNames.includes(scope) && tableKey(argumentsOf(value)[0], names) === key)
        found.push(value);
    }
    for (const [field, child] of Object.entries(value)) if (field !== 'span') visit(child);
  };
  visit(root);
  return found;
}

/** Line numbers from swc's spans, which count UTF-8 bytes from 1. */
function lineFinder(text: string): (node: Node) => number {
  const bytes = Buffer.from(text, 'utf8');
  const starts = [0];
  for (let index = 0; index < bytes.length; index += 1) if (bytes[index] === 10) starts.push(index + 1);
  return (node) => {
    const offset = (node.span?.start ?? 1) - 1;
    let line = 0;
    while (line + 1 < starts.length && (starts[line + 1] as number) <= offset) line += 1;
    return line + 1;
  };
}

const sqlTextNaming = (sqlNames: string[]) =>
  new RegExp(`\\b(?:from|join|update|into)\\s+"?(${sqlNames.join('|')})"?(?![\\w$])`, 'i');

function offencesOf(file: string, text: string, clubTables: ClubTables): string[] {
  const module = parseSync(text, { syntax: 'typescript', target: 'esnext' }) as unknown as { body: Node[] };
  const names = namesOf(file, module.body, clubTables);
  const lineOf = lineFinder(text);
  const parents = new Map<Node, Node>();
  /** Each call of a query method on a club-owned table; `at` is the method's name, for its line. */
  const sites: { node: Node; at: Node; key: string; method: string }[] = [];
  const templates: Node[] = [];
  const offences: string[] = [];
  const offend = (node: Node, reason: string) => offences.push(`${file}:${lineOf(node)}: ${reason}`);
  const textNaming = sqlTextNaming([...new Set(clubTables.values())]);

  walk(module.body, (node, parent) => {
    if (parent) parents.set(node, parent);
    if (isCall(node)) {
      const method = methodName(node);
      const first = argumentsOf(node)[0];
      if (method !== null && queryMethods.has(method)) {
        const key = tableKey(first, names);
        if (key !== null) sites.push({ node, at: methodNode(node) as Node, key, method });
      }
      if (
        identifierName(node.callee as Node) !== null &&
        names.scopes.get(identifierName(node.callee as Node) as string) === 'acrossClubs'
      ) {
        const reason = argumentsOf(node)[1];
        const said = reason?.type === 'StringLiteral' && (reason.value as string).trim() !== '';
        if (!said)
          offend(node, 'acrossClubs(table, reason) needs its reason, a string saying why every club is read');
      }
      const callee = node.callee as Node;
      if (
        callee.type === 'MemberExpression' &&
        identifierName(callee.object as Node) === 'sql' &&
        identifierName(callee.property as Node) === 'raw'
      ) {
        const literal = argumentsOf(node)[0];
        const named = literal?.type === 'StringLiteral' ? textNaming.exec(literal.value as string) : null;
        if (named)
          offend(
            node,
            `names the club-owned table ${named[1]} in SQL text: interpolate the table and scope it`,
          );
      }
    }
    if (node.type === 'TaggedTemplateExpression' && identifierName(node.tag as Node) === 'sql')
      templates.push(node);
    // db.query.users.findFirst(...)
    if (node.type === 'MemberExpression' && identifierName(node.property as Node) !== null) {
      const object = node.object as Node;
      const table = identifierName(node.property as Node) as string;
      if (
        object.type === 'MemberExpression' &&
        identifierName(object.property as Node) === 'query' &&
        clubTables.has(table)
      )
        offend(
          node,
          `reads the club-owned table ${table} through db.query: use the query builder with ofClub`,
        );
    }
  });

  const tops = new Map(sites.map((site) => [site, chainTop(site.node, parents)]));
  const statements = new Set(tops.values());
  for (const site of sites) {
    const top = tops.get(site) as Node;
    const others = new Set([...statements].filter((statement) => statement !== top));
    const has = (kinds: string[]) => scopesOf(top, site.key, kinds, names, others).length > 0;
    const where = `${site.method}(${site.key})`;
    if (site.method === 'insert') {
      if (!has(insertScopes))
        offend(site.at, `${where} without clubRow/clubRows(${site.key}, clubId, ...) setting its club`);
      else if (chainCalls(top, 'onConflictDoUpdate') && !has(['ofClub']))
        offend(
          site.at,
          `${where} upserts without ofClub(${site.key}, ...) as setWhere: it could update another club's row`,
        );
    } else if (!has(whereScopes)) {
      offend(
        site.at,
        `${where} without ofClub(${site.key}, clubId, ...) in the statement (or sameClubAs for a join, acrossClubs for every club)`,
      );
    }
  }
  for (const template of templates) {
    const literal = template.template as Node;
    for (const quasi of literal.quasis as Node[]) {
      const named = textNaming.exec(quasi.raw as string);
      if (named)
        offend(
          template,
          `names the club-owned table ${named[1]} in SQL text: interpolate the table and scope it`,
        );
    }
    for (const expression of literal.expressions as Node[]) {
      const key = tableKey(expression, names);
      if (key === null) continue;
      if (scopesOf(template, key, whereScopes, names, statements).length === 0)
        offend(expression, `sql template with ${key} and no ofClub(${key}, clubId, ...) in it`);
    }
  }
  return offences.sort((a, b) => lineNumber(a) - lineNumber(b));
}

const lineNumber = (offence: string) => Number(/:(\d+):/.exec(offence)?.[1] ?? 0);

/** Whether the statement calls `method` along its chain (`db.insert(t).values(v).onConflictDoUpdate(...)`). */
function chainCalls(top: Node, method: string): boolean {
  let node: Node | undefined = top;
  while (node) {
    if (isCall(node) && methodName(node) === method) return true;
    if (isCall(node)) node = node.callee as Node;
    else if (node.type === 'MemberExpression') node = node.object as Node;
    else if (node.type === 'OptionalChainingExpression') node = node.base as Node;
    else if (node.type === 'TsNonNullExpression') node = node.expression as Node;
    else return false;
  }
  return false;
}

const isTestCode = (file: string, text: string) =>
  file.endsWith('.test.ts') || /^\s*import\s[^;]*from\s*['"]vitest['"]/m.test(text);

/**
 * Offences, as `file:line: reason`, of the files in `files` (paths relative to `src/`): each query of a
 * club-owned table that does not go through `platform/data/club-rows.ts`. Test code is left out: a test
 * builds rows of several clubs on purpose.
 */
export function unscopedClubQueries(
  files: ReadonlyMap<string, string>,
  clubTables: ClubTables = schemaClubTables,
): string[] {
  const offences: string[] = [];
  for (const [file, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (file.startsWith('db/schema/') || isTestCode(file, text)) continue;
    offences.push(...offencesOf(file, text, clubTables));
  }
  return offences;
}
