import type { Language } from '@club/shared/api/clubs';
import { Button, Group, Loader, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useInfosForEdit, useSaveInfos } from '../api/club-admin.ts';
import { LanguagePicker } from './language-tabs.tsx';

/** The club's information (description, opening hours) in each of its languages. */
export function InfosEditor({ clubId, languages }: { clubId: number; languages: Language[] }) {
  const { t } = useTranslation();
  const [languageKey, setLanguageKey] = useState(languages[0]?.Language_key ?? 'fr');
  const infos = useInfosForEdit(clubId, languageKey);
  const save = useSaveInfos();
  const [description, setDescription] = useState('');
  const [opening, setOpening] = useState('');
  useEffect(() => {
    if (!infos.data) return;
    setDescription(infos.data.Description);
    setOpening(infos.data.Opening);
  }, [infos.data]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { Club_id: clubId, Language_key: languageKey, Description: description, Opening: opening },
      { onSuccess: () => flashSuccess(t('clubPages.admin.saved')), onError: () => showErrorDialog() },
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {languages.length > 1 && (
          <LanguagePicker languages={languages} value={languageKey} onChange={setLanguageKey} />
        )}
        {infos.isPending ? (
          <Loader aria-label={t('common.loading')} />
        ) : (
          <>
            <Textarea
              label={`${t('clubPages.form.description')} (${languageKey})`}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              autosize
              minRows={5}
            />
            <Textarea
              label={`${t('clubPages.opening')} (${languageKey})`}
              value={opening}
              onChange={(event) => setOpening(event.currentTarget.value)}
              autosize
              minRows={2}
            />
          </>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={infos.isPending}>
            {t('clubPages.admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
