import type { Language } from '@club/shared/api/clubs';
import { clubTextInput } from '@club/shared/api/legal-notice';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { type TextKind, useSaveText, useTextForEdit } from '../api/club-admin.ts';
import { LanguageTextsForm } from './language-texts-form.tsx';

/** Edits one of the club's plain texts (legal notice or live page) in each of its languages. */
export function ClubTextEditor({
  kind,
  languages,
  label,
}: {
  kind: TextKind;
  languages: Language[];
  label: string;
}) {
  const { t } = useTranslation();
  const keys = languages.map((language) => language.Language_key);
  const texts = useTextForEdit(kind, keys);
  const save = useSaveText(kind);

  if (texts.some((query) => query.isError)) return <Alert color="red">{t('error.content')}</Alert>;
  if (texts.some((query) => !query.data)) return <Loading />;
  const saved = Object.fromEntries(
    keys.map((key, index) => [key, { Description: texts[index]?.data?.Description ?? '' }]),
  );
  const toBody = (languageKey: string, values: { Description: string }) => ({
    language_key: languageKey,
    Description: values.Description,
  });

  return (
    <LanguageTextsForm
      key={keys.join()}
      languages={languages}
      fields={[{ name: 'Description', label, minRows: 6, maxRows: 20 }]}
      saved={saved}
      body={clubTextInput}
      toBody={toBody}
      save={(languageKey, values) => save.mutateAsync(toBody(languageKey, values))}
    />
  );
}
