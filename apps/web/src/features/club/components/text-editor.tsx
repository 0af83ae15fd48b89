import type { Language } from '@club/shared/api/clubs';
import { Button, Group, Loader, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { type TextKind, useSaveText, useTextForEdit } from '../api/club-admin.ts';
import { LanguagePicker } from './language-tabs.tsx';

/** Edits one of the club's plain texts (imprint or live page) in each of its languages. */
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
  const [languageKey, setLanguageKey] = useState(languages[0]?.Language_key ?? 'fr');
  const text = useTextForEdit(kind, languageKey);
  const save = useSaveText(kind);
  const [value, setValue] = useState('');
  useEffect(() => {
    if (text.data) setValue(text.data.Description);
  }, [text.data]);

  return (
    <Stack gap="sm">
      {languages.length > 1 && (
        <LanguagePicker languages={languages} value={languageKey} onChange={setLanguageKey} />
      )}
      {text.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : (
        <Textarea
          label={`${label} (${languageKey})`}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={20}
        />
      )}
      <Group>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { language_key: languageKey, Description: value },
              { onSuccess: () => flashSuccess(t('clubPages.admin.saved')), onError: () => showErrorDialog() },
            )
          }
        >
          {t('clubPages.admin.save')}
        </Button>
      </Group>
    </Stack>
  );
}
