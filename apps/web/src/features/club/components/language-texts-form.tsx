import type { Language } from '@club/shared/api/clubs';
import { byLanguage } from '@club/shared/forms/clubs';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors, tabOfFirstError } from '../../../lib/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { LanguagePicker } from './language-tabs.tsx';

/** One text field of the form, the same in every language. */
export interface LanguageTextField<F extends string> {
  name: F;
  label: string;
  minRows: number;
  maxRows?: number;
}

type Texts<F extends string> = Record<F, string>;

/**
 * Texts written in each of several languages (the club's information, legal notice, live page, the
 * platform's live-product text): every language's text stays in the form while one switches language,
 * so nothing typed is lost; saving sends each language that changed (`save`, one call per language,
 * checked by its body schema first). Leaving the page with unsaved text asks.
 */
export function LanguageTextsForm<F extends string>({
  languages,
  fields,
  saved,
  body,
  toBody,
  save,
}: {
  languages: Language[];
  fields: LanguageTextField<F>[];
  /** Each language's saved texts, by language key. */
  saved: Record<string, Texts<F>>;
  /** The per-language call's body schema. */
  body: z.ZodType;
  toBody(languageKey: string, texts: Texts<F>): unknown;
  save(languageKey: string, texts: Texts<F>): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [languageKey, setLanguageKey] = useState(languages[0]?.Language_key ?? 'fr');
  const [saving, setSaving] = useState(false);
  const form = useSchemaForm<Record<string, Texts<F>>>({
    initialValues: saved,
    schema: byLanguage(body),
    toInput: (values) =>
      Object.fromEntries(Object.entries(values).map(([key, texts]) => [key, toBody(key, texts)])),
  });
  useUnsavedChangesGuard(form.isDirty());

  /** An error on a field of another language shows that language. */
  const showLanguageOf = (errors: FormErrors) => {
    const language = tabOfFirstError(errors, (field) => field.split('.')[0]);
    if (language !== undefined && language in form.values) setLanguageKey(language);
  };

  const submit = form.onSubmit(async (values) => {
    const changed = Object.keys(values).filter(
      (key) => JSON.stringify(values[key]) !== JSON.stringify(form.getInitialValues()[key]),
    );
    const toSave = changed.length > 0 ? changed : [languageKey];
    const done: Record<string, Texts<F>> = {};
    setSaving(true);
    try {
      for (const key of toSave) {
        const texts = values[key] as Texts<F>;
        await save(key, texts);
        done[key] = texts;
      }
      flashSuccess(t('clubPages.admin.saved'));
    } catch (error) {
      const failed = toSave.find((key) => done[key] === undefined) ?? languageKey;
      const errors = showServerErrors(form, error, { fieldOf: (path) => `${failed}.${path}` });
      if (Object.keys(errors).length === 0) showErrorDialog();
      else showLanguageOf(errors);
    } finally {
      setSaving(false);
      // What was saved is no longer unsaved; what failed stays as typed.
      if (Object.keys(done).length > 0) {
        form.setInitialValues({ ...form.getInitialValues(), ...done });
        form.setValues(form.getValues());
      }
    }
  }, showLanguageOf);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {languages.length > 1 && (
          <LanguagePicker languages={languages} value={languageKey} onChange={setLanguageKey} />
        )}
        {fields.map((field) => (
          <Textarea
            key={`${languageKey}.${field.name}`}
            label={`${field.label} (${languageKey})`}
            autosize
            minRows={field.minRows}
            maxRows={field.maxRows}
            {...form.getInputProps(`${languageKey}.${field.name}`)}
          />
        ))}
        <Group>
          <Button type="submit" loading={saving}>
            {t('clubPages.admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
