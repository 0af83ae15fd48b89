/**
 * Checks the server's module boundaries (issue 13), failing `npm run check` on any offence:
 * - a file of a module imports another module's service (`service.ts` or `*-service.ts`): a module's
 *   rules are its own; what others need goes to a mappers/queries file of the module or to platform/;
 * - files of `src/` import each other in a cycle (type-only imports count: they tie the files too);
 * - modules import each other in a loop (issue 32): module A imports a file of module B and B, directly
 *   or through other modules, a file of A. What two modules both need belongs to one of them, to
 *   platform/ or to a small module of its own (as modules/outing-details/);
 * - a file of a module other than its queries files builds SQL itself (see `sql-outside-queries.ts`).
 * The first three read only static, relative `import`/`export ... from` specifiers. It also fails on
 * any source file of the repository longer than MAX_LINES (see `check-structure-lengths.ts`), and on a
 * query key or a write made by hand in the web app, outside its lib/calls.ts (see `web-cache-keys.ts`),
 * and on a name the glossary retired (see `glossary-names.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { longFiles, readRepoSourceFiles } from './check-structure-lengths.ts';
import { unscopedClubQueries } from './check-structure-tenancy.ts';
import { glossaryWireNames, retiredNameOffences } from './glossary-names.ts';
import { sqlOutsideQueries } from './sql-outside-queries.ts';
import { cacheKeysOutsideCalls } from './web-cache-keys.ts';

/** Source files by path relative to the server's `src/` folder, with `/` separators. */
export type SourceFiles = ReadonlyMap<string, string>;

const staticImport = /^\s*(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]/gm;
const sideEffectImport = /^\s*import\s*['"]([^'"]+)['"]/gm;

export function relativeSpecifiers(text: string): string[] {
  const found = [...text.matchAll(staticImport), ...text.matchAll(sideEffectImport)].map(
    (match) => match[1] as string,
  );
  return found.filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'));
}

/** The file of `files` a relative specifier names, or null (a file outside `src/`, a package). */
export function resolveSpecifier(files: SourceFiles, from: string, specifier: string): string | null {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [target, `${target}.ts`, `${target}/index.ts`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

export function importGraph(files: SourceFiles): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const targets = relativeSpecifiers(text)
      .map((specifier) => resolveSpecifier(files, file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const isService = (file: string) => /(^|\/|-)service\.ts$/.test(path.posix.basename(file));
const isTest = (file: string) => file.endsWith('.test.ts');

export function foreignServiceImports(graph: ReadonlyMap<string, string[]>): string[] {
  const offences: string[] = [];
  for (const [file, targets] of graph) {
    const owner = moduleOf(file);
    if (owner === null) continue;
    for (const target of targets) {
      const targetModule = moduleOf(target);
      if (targetModule !== null && targetModule !== owner && isService(target))
        offences.push(`${file}: imports ${target}, another module's service`);
    }
  }
  return offences;
}

/** Each cycle a depth-first walk of `graph` meets (one per edge that closes it), first node repeated last. */
function cyclesOf(graph: ReadonlyMap<string, Iterable<string>>): string[][] {
  const done = new Set<string>();
  const onPath: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    onPath.push(node);
    for (const target of graph.get(node) ?? []) {
      const start = onPath.indexOf(target);
      if (start !== -1) cycles.push([...onPath.slice(start), target]);
      else if (!done.has(target)) visit(target);
    }
    onPath.pop();
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) if (!done.has(node)) visit(node);
  return cycles;
}

/** Each file cycle as `a -> b -> a`. */
export function importCycles(graph: ReadonlyMap<string, string[]>): string[] {
  return cyclesOf(graph).map((cycle) => `${cycle[0]}: in an import cycle ${cycle.join(' -> ')}`);
}

/**
 * Ties between modules: for each module, the modules its files import, each with the first file import
 * that ties them (`a/x.ts -> b/y.ts`). Test files are left out: a test may build its world through
 * another module (a reminder's test needs an outing) without tying the modules' code together.
 */
export function moduleTies(graph: ReadonlyMap<string, string[]>): Map<string, Map<string, string>> {
  const ties = new Map<string, Map<string, string>>();
  for (const [file, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    const owner = moduleOf(file);
    if (owner === null || isTest(file)) continue;
    const tied = ties.get(owner) ?? new Map<string, string>();
    ties.set(owner, tied);
    for (const target of targets) {
      const other = moduleOf(target);
      if (other !== null && other !== owner && !tied.has(other)) tied.set(other, `${file} -> ${target}`);
    }
  }
  return ties;
}

/** Each loop of modules (a module that reaches itself through others' files), with the imports that close it. */
export function moduleLoops(graph: ReadonlyMap<string, string[]>): string[] {
  const ties = moduleTies(graph);
  const moduleGraph = new Map([...ties].map(([owner, tied]) => [owner, [...tied.keys()]]));
  return cyclesOf(moduleGraph).map((cycle) => {
    const imports = cycle.slice(1).map((target, index) => ties.get(cycle[index] as string)?.get(target));
    return `modules/${cycle[0]}: in a loop of modules ${cycle.join(' -> ')} (${imports.join(', ')})`;
  });
}

export function structureOffences(files: SourceFiles): string[] {
  const graph = importGraph(files);
  return [
    ...foreignServiceImports(graph),
    ...importCycles(graph),
    ...moduleLoops(graph),
    ...sqlOutsideQueries(files),
    ...unscopedClubQueries(files),
  ];
}

export function readSourceFiles(sourceRoot: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(sourceRoot, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    files.set(path.relative(sourceRoot, absolute).split(path.sep).join('/'), readFileSync(absolute, 'utf8'));
  }
  return files;
}

if (import.meta.main) {
  const sourceRoot = path.resolve(import.meta.dirname, '../src');
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const repoFiles = readRepoSourceFiles(repoRoot);
  const offences = [
    ...structureOffences(readSourceFiles(sourceRoot)).map((offence) => `apps/server/src/${offence}`),
    ...longFiles(repoFiles),
    ...cacheKeysOutsideCalls(repoFiles),
    ...retiredNameOffences(
      repoFiles,
      glossaryWireNames(readFileSync(path.join(repoRoot, 'docs/glossary.md'), 'utf8')),
    ),
  ];
  for (const offence of offences) console.error(offence);
  if (offences.length > 0) process.exit(1);
}
