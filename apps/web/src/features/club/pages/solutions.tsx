import { INTERFACE_LANGUAGES } from '@club/shared/constants';
import { Button, Group, Loader, Stack, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSaveSolutions, useSolutionsText } from '../api/super-admin.ts';
import { LanguagePicker } from '../components/language-tabs.tsx';

const ALL_LANGUAGES = INTERFACE_LANGUAGES.map((key, index) => ({ Id: index + 1, Language_key: key }));

/** /admin/solutions: the platform's texts about the live product, per language. */
export default function SolutionsPage() {
  const { t } = useTranslation();
  const [languageKey, setLanguageKey] = useState<string>('fr');
  const text = useSolutionsText(languageKey);
  const save = useSaveSolutions();
  const [value, setValue] = useState('');
  useEffect(() => {
    if (text.data) setValue(text.data.Description);
  }, [text.data]);
  return (
    <Stack gap="md">
      <Title order={2}>{t('admin.solutions')}</Title>
      <LanguagePicker languages={ALL_LANGUAGES} value={languageKey} onChange={setLanguageKey} />
      {text.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : (
        <Textarea
          label={`${t('clubPages.superAdmin.solutionsText')} (${languageKey})`}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          autosize
          minRows={8}
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
