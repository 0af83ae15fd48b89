/**
 * Checks the server's module boundaries (issue 13), failing `npm run check` on any offence:
 * - a file of a module imports another module's service (`service.ts` or `*-service.ts`): a module's
 *   rules are its own; what others need goes to a mappers/queries file of the module or to platform/;
 * - a non-test file of `modules/` or `platform/` is longer than MAX_LINES;
 * - files of `src/` import each other in a cycle (type-only imports count: they tie the files too);
 * - a file of a module other than its queries files builds SQL itself (see `sql-outside-queries.ts`).
 * The first three read only static, relative `import`/`export ... from` specifiers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sqlOutsideQueries } from './sql-outside-queries.ts';

export const MAX_LINES = 400;

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

export function longFiles(files: SourceFiles, maxLines = MAX_LINES): string[] {
  const offences: string[] = [];
  for (const [file, text] of files) {
    if (isTest(file) || !/^(modules|platform)\//.test(file)) continue;
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > maxLines) offences.push(`${file}: ${lines} lines, more than ${maxLines}`);
  }
  return offences;
}

/** Each cycle a depth-first walk meets (one per edge that closes it), as `a -> b -> a`. */
export function importCycles(graph: ReadonlyMap<string, string[]>): string[] {
  const done = new Set<string>();
  const onPath: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    onPath.push(file);
    for (const target of graph.get(file) ?? []) {
      const start = onPath.indexOf(target);
      if (start !== -1) {
        const cycle = [...onPath.slice(start), target];
        cycles.push(`${target}: in an import cycle ${cycle.join(' -> ')}`);
      } else if (!done.has(target)) visit(target);
    }
    onPath.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) visit(file);
  return cycles;
}

export function structureOffences(files: SourceFiles): string[] {
  const graph = importGraph(files);
  return [
    ...foreignServiceImports(graph),
    ...longFiles(files),
    ...importCycles(graph),
    ...sqlOutsideQueries(files),
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
  const offences = structureOffences(readSourceFiles(sourceRoot));
  for (const offence of offences) console.error(`apps/server/src/${offence}`);
  if (offences.length > 0) process.exit(1);
}
