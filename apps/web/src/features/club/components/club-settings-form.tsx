import type { ClubAdmin } from '@club/shared/api/clubs';
import { Button, ColorInput, Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useAllLanguages, useSaveClub } from '../api/club-admin.ts';

/** The manager's tab of contact details, colour, live address and languages (the first is the default). */
export function ClubSettingsForm({ club }: { club: ClubAdmin }) {
  const { t } = useTranslation();
  const languages = useAllLanguages();
  const save = useSaveClub();
  const [fields, setFields] = useState({
    Name: club.Name,
    Phone: club.Phone ?? '',
    Email: club.Email ?? '',
    Facebook_link: club.Facebook_link ?? '',
    Facebook_id: club.Facebook_id ?? '',
    Youtube_id: club.Youtube_id ?? '',
    Live_url: club.Live_url ?? '',
    Color: club.Color,
  });
  const [languageKeys, setLanguageKeys] = useState(club.Languages.map((language) => language.Language_key));
  const set = (name: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.currentTarget.value }));
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        Id: club.Id,
        Name: fields.Name,
        Phone: orNull(fields.Phone),
        Email: orNull(fields.Email),
        Facebook_link: orNull(fields.Facebook_link),
        Facebook_id: orNull(fields.Facebook_id),
        Youtube_id: orNull(fields.Youtube_id),
        Live_url: orNull(fields.Live_url),
        Color: fields.Color,
        Languages: languageKeys,
      },
      {
        onSuccess: () => flashSuccess(t('clubPages.admin.saved')),
        onError: (error) => {
          if (!isApiError(error, 'language_required') && !isApiError(error, 'invalid_input'))
            showErrorDialog();
        },
      },
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label={t('clubPages.form.clubName')} required value={fields.Name} onChange={set('Name')} />
        <MultiSelect
          label={t('clubPages.form.languages')}
          description={t('clubPages.form.languagesHint')}
          data={(languages.data ?? []).map((language) => ({
            value: language.Language_key,
            label: t(`clubPages.languageNames.${language.Language_key}`, {
              defaultValue: language.Language_key,
            }),
          }))}
          value={languageKeys}
          onChange={setLanguageKeys}
          error={
            languageKeys.length === 0 || isApiError(save.error, 'language_required')
              ? t('clubPages.form.languageRequired')
              : undefined
          }
        />
        <Group grow>
          <TextInput label={t('clubPages.form.phone')} value={fields.Phone} onChange={set('Phone')} />
          <TextInput
            label={t('clubPages.form.email')}
            type="email"
            value={fields.Email}
            onChange={set('Email')}
          />
        </Group>
        <TextInput
          label={t('clubPages.form.facebookLink')}
          type="url"
          placeholder="https://www.facebook.com/…"
          value={fields.Facebook_link}
          onChange={set('Facebook_link')}
        />
        <Group grow>
          <TextInput
            label={t('clubPages.form.youtubeId')}
            value={fields.Youtube_id}
            onChange={set('Youtube_id')}
          />
          <TextInput
            label={t('clubPages.form.liveUrl')}
            type="url"
            value={fields.Live_url}
            onChange={set('Live_url')}
          />
        </Group>
        <ColorInput
          label={t('clubPages.form.color')}
          format="hex"
          value={fields.Color}
          onChange={(Color) => setFields((current) => ({ ...current, Color }))}
        />
        {isApiError(save.error, 'invalid_input') && (
          <Text c="red" role="alert">
            {t('clubPages.form.invalid')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={languageKeys.length === 0}>
            {t('clubPages.admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
