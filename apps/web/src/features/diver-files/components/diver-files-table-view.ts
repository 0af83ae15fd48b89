import type { DiverFile, Paper } from '@club/shared/api/diver-files';

/** The papers the table shows as columns, in order (the parental consent only for minors). */
export const TABLE_PAPERS = ['Medical_certificate', 'Licence', 'Membership', 'Parental_consent'] as const;
export type TablePaper = (typeof TABLE_PAPERS)[number];

/** How the manager orders the table: by name, or the paper that runs out soonest first. */
export type DiverFilesSort = 'name' | 'expiry';

/** The papers of a file that apply on its day (the parental consent only for a minor). */
export function papersOf(file: DiverFile): [TablePaper, Paper][] {
  return TABLE_PAPERS.flatMap((kind) => {
    const paper = file.Papers[kind];
    return paper === null ? [] : [[kind, paper] as [TablePaper, Paper]];
  });
}

/**
 * How soon a file needs the manager: the fewest days left of its papers; a missing paper comes before
 * any date (it never covered anything).
 */
export function urgencyOf(file: DiverFile): number {
  let soonest = Number.POSITIVE_INFINITY;
  for (const [, paper] of papersOf(file)) {
    const days =
      paper.State === 'missing' || paper.Days_left === null ? Number.NEGATIVE_INFINITY : paper.Days_left;
    soonest = Math.min(soonest, days);
  }
  return soonest;
}

const byName = (language: string) => {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return (a: DiverFile, b: DiverFile) =>
    collator.compare(a.Lastname, b.Lastname) || collator.compare(a.Firstname, b.Firstname);
};

/** The files in the manager's order; by name within the same urgency. */
export function sortFiles(files: readonly DiverFile[], sort: DiverFilesSort, language: string): DiverFile[] {
  const names = byName(language);
  if (sort === 'name') return [...files].sort(names);
  return [...files].sort((a, b) => {
    const difference = urgencyOf(a) - urgencyOf(b);
    // Two missing papers (-Infinity each) subtract to NaN: the same urgency.
    return Number.isNaN(difference) || difference === 0 ? names(a, b) : difference;
  });
}

/** Lower case without accents, for a search that finds "Léa" when typing "lea". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The files whose name, e-mail or licence number hold every word typed. */
export function searchFiles(files: readonly DiverFile[], typed: string): DiverFile[] {
  const words = folded(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...files];
  return files.filter((file) => {
    const haystack = folded(`${file.Firstname} ${file.Lastname} ${file.Email} ${file.Licence_number ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}
