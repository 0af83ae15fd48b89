import { type FormErrors, type UseFormInput, useForm } from '@mantine/form';
import i18next from 'i18next';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

/**
 * The words for one refused field, in the interface language. Zod's own messages are English and
 * technical; the issue's code and limits pick a translated sentence (`form.errors.*`).
 */
export function issueMessage(issue: Issue): string {
  const t = i18next.t.bind(i18next);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? t('form.errors.required')
          : t('form.errors.tooShort', { count: Number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return t('form.errors.required');
      return t('form.errors.tooLow', { minimum: String(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('form.errors.tooLong', { count: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return t('form.errors.tooMany', { count: Number(issue.maximum) });
      return t('form.errors.tooHigh', { maximum: String(issue.maximum) });
    case 'invalid_format':
      if (isEmpty(issue.input)) return t('form.errors.required');
      if (issue.format === 'email') return t('form.errors.email');
      if (issue.format === 'url') return t('form.errors.url');
      return t('form.errors.format');
    case 'invalid_type':
      return isEmpty(issue.input) ? t('form.errors.required') : t('form.errors.invalid');
    case 'custom':
      // A shared rule that names its own translation key (`form.errors.*`, or another full key).
      return i18next.exists(issue.message) ? t(issue.message) : t('form.errors.invalid');
    default:
      return t('form.errors.invalid');
  }
}

/**
 * A Mantine form validator from a shared zod schema: the form's values are turned into the call's body
 * (`toInput`), checked by the same schema the server uses, and each issue lands on its field. A body
 * field named differently in the form is mapped back by `fieldOf`.
 */
export function schemaValidator<Values>(
  schema: z.ZodType,
  toInput: (values: Values) => unknown = (values) => values,
  fieldOf: (path: string) => string | undefined = (path) => path,
): (values: Values) => FormErrors {
  return (values) => {
    // Zod leaves the refused value out of its issues unless asked; issueMessage needs it to tell an
    // empty field from a malformed one.
    const result = schema.safeParse(toInput(values), { reportInput: true });
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'));
      if (field !== undefined && errors[field] === undefined) errors[field] = issueMessage(issue);
    }
    return errors;
  };
}

export type SchemaFormInput<Values> = Omit<UseFormInput<Values>, 'validate'> & {
  initialValues: Values;
  /** The shared schema of the call the form feeds. */
  schema: z.ZodType;
  /** The form's values as the call's body (default: as they are). */
  toInput?: (values: Values) => unknown;
  /** A body field's path to the form field that shows its error (default: the same name). */
  fieldOf?: (path: string) => string | undefined;
};

/**
 * Every form of the web app: Mantine's form holds the fields (`getInputProps`), the shared schema
 * validates them on submit, an edited field forgets its error.
 */
export function useSchemaForm<Values extends Record<string, unknown>>({
  schema,
  toInput,
  fieldOf,
  ...input
}: SchemaFormInput<Values>) {
  return useForm<Values>({ ...input, validate: schemaValidator(schema, toInput, fieldOf) });
}
