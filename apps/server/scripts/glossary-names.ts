/**
 * Issue 32, one name for each thing: docs/glossary.md gives each concept one name, and the names the code
 * used for it before are retired (RETIRED_NAMES). A source file offends, naming file, line and the name
 * to use, when one of its identifiers, or its path, holds a retired name as whole words: identifiers are
 * cut into words at case changes, digits, `_`, `-`, `.` and `/` (`SpotSheetText` is spot, sheet, text), so
 * `superAdmin` holds "super admin" and `steamer` holds no "team". Comments and the contents of strings are
 * not read (see `codeText`): wire names, SQL names and UI words live there. An identifier that is a wire
 * name of the glossary (its SPEC column, such as `getDolphyn`) is a name on the wire, not a code name, and
 * is let through. Run by check-structure.ts.
 */
import { codeText } from './code-text.ts';

export interface RetiredName {
  /** The retired name as lowercase words, space-separated ("super admin"). */
  words: string;
  /** The glossary's concept, whose name to use instead. */
  concept: string;
}

export const RETIRED_NAMES: readonly RetiredName[] = [
  { words: 'dolphyn', concept: 'live page' },
  { words: 'imprint', concept: 'legal notice' },
  { words: 'mention legale', concept: 'legal notice' },
  { words: 'superadmin', concept: 'super administrator' },
  { words: 'super admin', concept: 'super administrator' },
  { words: 'platform admin', concept: 'super administrator' },
  { words: 'club manager', concept: 'manager' },
  { words: 'spot sheet', concept: 'spot infos, spot panel or spot admin page' },
  { words: 'spot descriptif', concept: 'spot admin page' },
  { words: 'criteria', concept: 'spot infos' },
  { words: 'saved area', concept: 'offline area' },
  { words: 'three d', concept: '3D model (model3d)' },
  { words: 'team', concept: 'palanquée (palanquee)' },
  { words: 'teams', concept: 'palanquée (palanquee)' },
  { words: 'dp', concept: 'dive director' },
  { words: 'diving director', concept: 'dive director' },
  { words: 'actual figures', concept: 'dive actuals' },
  { words: 'outing dives', concept: 'dive' },
  { words: 'outing dive roles', concept: 'outing roles' },
  { words: 'paper status', concept: 'paper state' },
  { words: 'paper statuses', concept: 'paper state' },
  { words: 'papers table', concept: 'diver file' },
  { words: 'my papers', concept: 'diver file' },
  { words: 'member papers', concept: 'diver file' },
  { words: 'queue order', concept: 'waiting list' },
  { words: 'min level', concept: 'certification step' },
  { words: 'license', concept: 'licence' },
];

/**
 * Retired names the code keeps where they name stored data, which renaming would make unreadable:
 * an identifier, the files it is let through in, and why.
 */
export const STORED_NAMES: readonly { name: string; files: RegExp; why: string }[] = [
  {
    name: 'dp',
    files: /^apps\/server\/src\/modules\/dive-plans\/safety-sheet-/,
    why: 'a field of the safety sheets kept as JSON for a year (safety_sheets.snapshot) and in backups',
  },
];

const isStored = (name: string, file: string) =>
  STORED_NAMES.some((kept) => kept.name === name && kept.files.test(file));

/** The words of an identifier or a path: `getClubsForAdmin` -> get, clubs, for, admin. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])([0-9])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

function holds(words: readonly string[], retired: readonly string[]): boolean {
  for (let start = 0; start + retired.length <= words.length; start += 1) {
    if (retired.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** The retired name `name` holds, or null. */
export function retiredNameIn(name: string, retired = RETIRED_NAMES): RetiredName | null {
  const words = wordsOf(name);
  return retired.find((entry) => holds(words, entry.words.split(' '))) ?? null;
}

/**
 * The wire names of the glossary: each backticked name of its SPEC column, cut at the first `/` or `{`
 * (`getDolphynAdmin/{languageKey}` -> `getDolphynAdmin`).
 */
export function glossaryWireNames(glossary: string): Set<string> {
  const names = new Set<string>();
  for (const line of glossary.split('\n')) {
    const cells = line.split('|');
    if (cells.length < 6) continue;
    for (const match of (cells[3] as string).matchAll(/`([^`]+)`/g)) {
      const name = /^[^/{]*/.exec(match[1] as string)?.[0].trim();
      if (name && /^[A-Za-z_$][\w$]*$/.test(name)) names.add(name);
    }
  }
  return names;
}

const identifier = /[A-Za-z_$][\w$]*/g;
const lineOf = (code: string, index: number) => code.slice(0, index).split('\n').length;

/**
 * Offences, as `file:line: reason`, of `files` (repository path -> text). `wireNames` are let through as
 * identifiers; a path is checked from its first folder down.
 */
export function retiredNameOffences(
  files: ReadonlyMap<string, string>,
  wireNames: ReadonlySet<string>,
  retired = RETIRED_NAMES,
): string[] {
  const offences: string[] = [];
  for (const [file, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const inPath = retiredNameIn(file, retired);
    if (inPath) offences.push(`${file}: its path says "${inPath.words}": name it for the ${inPath.concept}`);
    const code = codeText(text);
    const seen = new Set<string>();
    for (const match of code.matchAll(identifier)) {
      const name = match[0];
      if (wireNames.has(name) || seen.has(name) || isStored(name, file)) continue;
      const found = retiredNameIn(name, retired);
      if (!found) continue;
      seen.add(name);
      offences.push(
        `${file}:${lineOf(code, match.index)}: ${name} says "${found.words}": name it for the ${found.concept} (docs/glossary.md)`,
      );
    }
  }
  return offences;
}
