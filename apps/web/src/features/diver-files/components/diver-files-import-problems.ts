import { IMPORT_FIELDS, type ImportField } from '@club/shared/api/diver-files';
import type { TFunction } from 'i18next';

/** One reason the server leaves a row out, recognised from its words. */
export type RowProblem =
  | { kind: 'noMatch' }
  | { kind: 'sameMember'; line: string }
  | { kind: 'unreadableDate'; field: ImportField; text: string }
  | { kind: 'unreadableSeason'; text: string }
  | { kind: 'licenceTooLong' }
  | { kind: 'other'; text: string };

const isImportField = (name: string): name is ImportField =>
  (IMPORT_FIELDS as readonly string[]).includes(name);

/**
 * The reasons of a row left out of an import (`Problem`: English sentences joined by "; "), so that
 * the preview says them in the interface language; one not recognised is shown as the server wrote it.
 */
export function rowProblems(problem: string): RowProblem[] {
  return problem.split('; ').map((text): RowProblem => {
    if (/^No member matches/.test(text)) return { kind: 'noMatch' };
    const same = /^The same member as line (\d+)/.exec(text);
    if (same) return { kind: 'sameMember', line: same[1] as string };
    const date = /^(\w+): unreadable date "(.*)"/.exec(text);
    if (date && isImportField(date[1] as string))
      return { kind: 'unreadableDate', field: date[1] as ImportField, text: date[2] as string };
    const season = /^licence_season: unreadable season "(.*)"/.exec(text);
    if (season) return { kind: 'unreadableSeason', text: season[1] as string };
    if (/^licence_number: longer than/.test(text)) return { kind: 'licenceTooLong' };
    return { kind: 'other', text };
  });
}

/** A row's reasons in the interface language, in one sentence each. */
export function rowProblemTexts(t: TFunction, problem: string): string[] {
  return rowProblems(problem).map((reason) => {
    switch (reason.kind) {
      case 'noMatch':
        return t('diverFilesTable.import.problem.noMatch');
      case 'sameMember':
        return t('diverFilesTable.import.problem.sameMember', { line: reason.line });
      case 'unreadableDate':
        return t('diverFilesTable.import.problem.unreadableDate', {
          field: t(`diverFilesTable.fields.${reason.field}`),
          text: reason.text,
        });
      case 'unreadableSeason':
        return t('diverFilesTable.import.problem.unreadableSeason', { text: reason.text });
      case 'licenceTooLong':
        return t('diverFilesTable.import.problem.licenceTooLong');
      default:
        return reason.text;
    }
  });
}
