import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The browser's first load without zod (issue 19: the schemas that only validate forms off the public
 * path). A call definition of the shared contract (packages/shared/src/api/*.ts) carries its zod
 * schemas, so importing `getSpots` loads zod and every schema of its module. But `callApi` reads only a
 * call's method, path and body kind: the browser build gives a module that uses a call that way (names
 * it, never reads a property of it) a light copy of the call, built from the real definition when the
 * build starts, and plain data (`errorCodes`) as it is. A module reading a call's property
 * (`register.body`) keeps the real import; pages with forms load zod with their own chunk.
 */

const API_FOLDER = path.resolve(import.meta.dirname, '../../packages/shared/src/api');
const SHARED_API = '@club/shared/api/';
const LIGHT_PREFIX = '\0light-calls:';
/** The modules whose contract imports may be light: the web app's, and the list of pages (which names each page's calls). */
const WEB_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
const PAGE_LIST = /[\\/]packages[\\/]shared[\\/]src[\\/]pages\.ts$/;
/**
 * The call's fields `callApi` and `callUrl` read (apps/web/src/lib/api-client.ts), and those
 * `lib/calls.ts` reads to forget what a write changed (`effect`, `shows`, `changes`), and the other
 * addresses of a call (`aliases`: plain data, such as the calendar feed's `/calendar.ics`).
 */
const LIGHT_FIELDS = [
  'method',
  'path',
  'bodyKind',
  'responseKind',
  'effect',
  'shows',
  'changes',
  'aliases',
] as const;
const lightField = new Set<string>(LIGHT_FIELDS);

/** What the browser may import light from one contract module: calls, and plain data by value. */
export interface LightExports {
  calls: Map<string, Record<string, unknown>>;
  data: Map<string, unknown>;
}

function isCall(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const call = value as Record<string, unknown>;
  return (
    typeof call.method === 'string' && typeof call.path === 'string' && typeof call.bodyKind === 'string'
  );
}

/** Strings, numbers, booleans, null, and arrays or plain objects of them: what JSON writes back the same. */
export function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'boolean'].includes(typeof value)) return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every(isPlainData);
}

export function lightExportsOf(module: Record<string, unknown>): LightExports {
  const calls = new Map<string, Record<string, unknown>>();
  const data = new Map<string, unknown>();
  for (const [name, value] of Object.entries(module)) {
    if (isCall(value))
      calls.set(name, Object.fromEntries(LIGHT_FIELDS.map((field) => [field, value[field]])));
    else if (isPlainData(value)) data.set(name, value);
  }
  return { calls, data };
}

const HELPER_ID = '\0light-calls-helper';

/**
 * Makes a light call. Reading a schema of it throws with the fix, rather than giving undefined to a
 * form far from here; the getters are not enumerable, so a call in a query key hashes.
 */
export const lightHelperCode = `export function light(module, name, call) {
  for (const field of ['params', 'body', 'response'])
    Object.defineProperty(call, field, {
      get() {
        throw new Error(\`\${name}.\${field}: a light call of \${module} (apps/web/light-calls.ts) has no schemas; read them where the module imports the call\`);
      },
    });
  return Object.freeze(call);
}
`;

/**
 * The light module of one export: one module per name, so that each chunk holds the calls its pages
 * use and no more.
 */
export function lightModuleCode(contractModule: string, exports: LightExports, name: string): string {
  const call = exports.calls.get(name);
  if (call !== undefined) {
    const made = `light(${JSON.stringify(contractModule)}, ${JSON.stringify(name)}, ${JSON.stringify(call)})`;
    return `import { light } from ${JSON.stringify(HELPER_ID)};\nexport const ${name} = ${made};\n`;
  }
  if (exports.data.has(name)) return `export const ${name} = ${JSON.stringify(exports.data.get(name))};\n`;
  throw new Error(`${contractModule} has no light export ${name}`);
}

/** `import { a, type B, c as d } from '@club/shared/api/x';`. */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@club\/shared\/api\/([\w-]+)\2;?/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Comments and quoted strings (`'../api/facebook.ts'` names no property of `facebook`). */
const COMMENT_OR_STRING = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;

/**
 * Whether `code` reads a property of `local` that a light call has not (`local.body`, `local?.body`,
 * `local[...]`); `local.path` or `local.aliases` is read from the light copy.
 */
function readsHeavyPropertyOf(code: string, local: string): boolean {
  const reads = new RegExp(
    `(?<![\\w$.])${escapeRegExp(local)}\\s*(?:\\??\\.\\s*([\\w$]+)|\\??\\.?\\s*\\[)`,
    'g',
  );
  for (const match of code.replace(COMMENT_OR_STRING, "''").matchAll(reads)) {
    if (match[1] === undefined || !lightField.has(match[1])) return true;
  }
  return false;
}

/**
 * `code` with its named imports of the contract split: the names it may take light from the light
 * module, the others from the real one. Null when nothing changes.
 */
export function splitContractImports(
  code: string,
  lightExports: (module: string) => LightExports | undefined,
) {
  let changed = false;
  const result = code.replace(NAMED_IMPORT, (statement, names: string, _quote: string, module: string) => {
    const exports = lightExports(module);
    if (!exports) return statement;
    const light: { specifier: string; imported: string }[] = [];
    const real: string[] = [];
    const types: string[] = [];
    for (const specifier of names
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      // The code may still be TypeScript: a type goes with the light names, and vanishes.
      if (specifier.startsWith('type ')) {
        types.push(specifier);
        continue;
      }
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim());
      const takesLight =
        exports.data.has(imported) || (exports.calls.has(imported) && !readsHeavyPropertyOf(code, local));
      if (takesLight) light.push({ specifier, imported });
      else real.push(specifier);
    }
    if (light.length === 0) return statement;
    changed = true;
    const parts = light.map(
      ({ specifier, imported }, index) =>
        `import { ${[specifier, ...(index === 0 ? types : [])].join(', ')} } from '${SHARED_API}${module}?light=${imported}';`,
    );
    if (real.length > 0) parts.push(`import { ${real.join(', ')} } from '${SHARED_API}${module}';`);
    return parts.join(' ');
  });
  return changed ? result : null;
}

export function lightCallsPlugin(): Plugin {
  const modules = new Map<string, LightExports>();
  return {
    name: 'club:light-calls',
    apply: 'build',
    // Before Vite's resolver, which would take `…/users?light=getRole` for the real module.
    enforce: 'pre',
    async buildStart() {
      if (this.environment.config.consumer !== 'client') return;
      const files = (await readdir(API_FOLDER)).filter(
        (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
      );
      for (const file of files) {
        const module = (await import(pathToFileURL(path.join(API_FOLDER, file)).href)) as Record<
          string,
          unknown
        >;
        modules.set(file.replace(/\.ts$/, ''), lightExportsOf(module));
      }
    },
    resolveId(source) {
      if (source === HELPER_ID) return HELPER_ID;
      if (this.environment.config.consumer !== 'client') return null;
      const match = /^@club\/shared\/api\/([\w-]+)\?light=(\w+)$/.exec(source);
      return match ? `${LIGHT_PREFIX}${match[1]}:${match[2]}` : null;
    },
    load(id) {
      if (id === HELPER_ID) return { code: lightHelperCode, map: null };
      if (!id.startsWith(LIGHT_PREFIX)) return null;
      const [module = '', name = ''] = id.slice(LIGHT_PREFIX.length).split(':');
      const exports = modules.get(module);
      if (!exports) throw new Error(`no contract module ${module} for its light calls`);
      return { code: lightModuleCode(`${SHARED_API}${module}`, exports, name), map: null };
    },
    transform(code, id) {
      if (this.environment.config.consumer !== 'client') return null;
      if (!(WEB_SOURCE.test(id) || PAGE_LIST.test(id)) || !code.includes(SHARED_API)) return null;
      const split = splitContractImports(code, (module) => modules.get(module));
      return split === null ? null : { code: split, map: null };
    },
  };
}

/** The fields of a call the service worker reads: which answers it keeps (src/features/offline/offline-routes.ts). */
const WORKER_FIELDS = ['method', 'path', 'access', 'effect'] as const;
const REGISTRY = '@club/shared/api/registry';
const LIGHT_REGISTRY_ID = '\0light-registry';

/** The contract's `allCalls`, each call reduced to WORKER_FIELDS: plain data, no schema. */
export function lightRegistryCode(calls: readonly object[]): string {
  const light = calls.map((call) =>
    Object.fromEntries(WORKER_FIELDS.map((field) => [field, (call as Record<string, unknown>)[field]])),
  );
  return `export const allCalls = ${JSON.stringify(light)};\n`;
}

/**
 * For the service worker's build (vite.config.ts): its rules derive the reads it keeps from every call
 * of the contract (`allCalls`), which it gets as light copies. The real registry would bring zod and
 * every schema of the contract into a worker that starts on each visit.
 */
export function lightRegistryPlugin(): Plugin {
  let code = '';
  return {
    name: 'club:light-registry',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const registry = (await import(pathToFileURL(path.join(API_FOLDER, 'registry.ts')).href)) as {
        allCalls: readonly object[];
      };
      code = lightRegistryCode(registry.allCalls);
    },
    resolveId(source) {
      return source === REGISTRY ? LIGHT_REGISTRY_ID : null;
    },
    load(id) {
      return id === LIGHT_REGISTRY_ID ? { code, map: null } : null;
    },
  };
}
