import type { FormErrors } from '@mantine/form';
import i18next from 'i18next';
import { ApiRequestError } from '../api-client.ts';

/** The part of a Mantine form that shows errors. */
type FormWithErrors = { setErrors(errors: FormErrors): void; errors: FormErrors };

export type ServerErrorFields = {
  /** An error code of the server that belongs to one field: that field and the words to show there. */
  codes?: Partial<Record<string, { field: string; message: string }>>;
  /** An `invalid_input` issue's body path to the form field that shows it (default: the same name). */
  fieldOf?: (path: string) => string | undefined;
};

/**
 * Puts a refused call's field errors on their fields: `invalid_input` issues on the fields they name,
 * and the codes that belong to one field (alias taken, e-mail taken...) on that field. Answers the
 * errors it set (empty when the failure belongs to no field: then the caller shows the generic dialog).
 */
export function showServerErrors(
  form: FormWithErrors,
  error: unknown,
  fields: ServerErrorFields = {},
): FormErrors {
  if (!(error instanceof ApiRequestError)) return {};
  const found: FormErrors = {};
  const byCode = fields.codes?.[error.code];
  if (byCode) found[byCode.field] = byCode.message;
  if (error.code === 'invalid_input') {
    const fieldOf = fields.fieldOf ?? ((path: string) => path);
    for (const issue of error.issues) {
      const field = fieldOf(issue.path);
      if (field !== undefined && field !== '' && found[field] === undefined)
        found[field] = i18next.t('form.errors.refused');
    }
  }
  if (Object.keys(found).length > 0) form.setErrors({ ...form.errors, ...found });
  return found;
}

/**
 * The tab that holds the first field in error, so that a form split in tabs can show it.
 * `tabOf` names the tab of each field; fields it does not know are ignored.
 */
export function tabOfFirstError(errors: FormErrors, tabOf: (field: string) => string | undefined) {
  for (const field of Object.keys(errors)) {
    const tab = tabOf(field);
    if (tab !== undefined) return tab;
  }
  return undefined;
}
