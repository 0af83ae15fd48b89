import '../../../lib/styles/admin-components.ts';
import { type ClubAdmin, editClub } from '@club/shared/api/clubs';
import { OFFLINE_AREA_MB } from '@club/shared/domain/offline-area';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useAllLanguages, useSaveClub } from '../api/club-admin.ts';
import { ClubColorInput } from './club-color-input.tsx';

type SettingsValues = {
  Name: string;
  Phone: string;
  Email: string;
  Facebook_link: string;
  Youtube_id: string;
  Live_url: string;
  Color: string;
  Languages: string[];
  Time_zone: string;
  /** NumberInput's value: a number, or the text being typed ('' when emptied). */
  Offline_area_mb: number | string;
};

const valuesOf = (club: ClubAdmin): SettingsValues => ({
  Name: club.Name,
  Phone: club.Phone ?? '',
  Email: club.Email ?? '',
  Facebook_link: club.Facebook_link ?? '',
  Youtube_id: club.Youtube_id ?? '',
  Live_url: club.Live_url ?? '',
  Color: club.Color,
  Languages: club.Languages.map((language) => language.Language_key),
  Time_zone: club.Time_zone,
  Offline_area_mb: club.Offline_area_mb,
});

/** Every IANA zone the browser knows, plus the club's own (kept even if this browser lacks it). */
function timeZoneNames(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The manager's tab of contact details, colour, live address, languages (the first is the default), time
 * zone and the cap of a visitor's saved offline area.
 */
export function ClubSettingsForm({ club }: { club: ClubAdmin }) {
  const { t } = useTranslation();
  const languages = useAllLanguages();
  const save = useSaveClub();
  const timeZones = useMemo(() => timeZoneNames(club.Time_zone), [club.Time_zone]);
  const toBody = (values: SettingsValues) => ({
    Id: club.Id,
    Name: values.Name,
    Phone: orNull(values.Phone),
    Email: orNull(values.Email),
    Facebook_link: orNull(values.Facebook_link),
    Facebook_id: club.Facebook_id,
    Youtube_id: orNull(values.Youtube_id),
    Live_url: orNull(values.Live_url),
    Color: values.Color,
    Languages: values.Languages,
    Time_zone: values.Time_zone,
    Offline_area_mb: values.Offline_area_mb,
  });
  const form = useSchemaForm<SettingsValues>({
    initialValues: valuesOf(club),
    schema: editClub.body,
    toInput: toBody,
  });
  useUnsavedChangesGuard(form.isDirty());

  const submit = form.onSubmit((values) => {
    save.mutate(editClub.body.parse(toBody(values)), {
      onSuccess: (saved) => {
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        flashSuccess(t('clubPages.admin.saved'));
      },
      onError: (error) => {
        const fields = showServerErrors(form, error, {
          codes: { language_required: { field: 'Languages', message: t('clubPages.form.languageRequired') } },
        });
        if (Object.keys(fields).length === 0) showErrorDialog();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('clubPages.form.clubName')} required {...form.getInputProps('Name')} />
        <MultiSelect
          label={t('clubPages.form.languages')}
          description={t('clubPages.form.languagesHint')}
          data={(languages.data ?? []).map((language) => ({
            value: language.Language_key,
            label: t(`clubPages.languageNames.${language.Language_key}`, {
              defaultValue: language.Language_key,
            }),
          }))}
          {...form.getInputProps('Languages')}
          error={
            form.errors.Languages !== undefined || form.values.Languages.length === 0
              ? t('clubPages.form.languageRequired')
              : undefined
          }
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('clubPages.form.phone')} type="tel" {...form.getInputProps('Phone')} />
          <TextInput label={t('clubPages.form.email')} type="email" {...form.getInputProps('Email')} />
        </SimpleGrid>
        <TextInput
          label={t('clubPages.form.facebookLink')}
          type="url"
          placeholder="https://www.facebook.com/…"
          {...form.getInputProps('Facebook_link')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('clubPages.form.youtubeId')} {...form.getInputProps('Youtube_id')} />
          <TextInput label={t('clubPages.form.liveUrl')} type="url" {...form.getInputProps('Live_url')} />
        </SimpleGrid>
        <Select
          label={t('clubPages.form.timeZone')}
          description={t('clubPages.form.timeZoneHint')}
          data={timeZones}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('clubPages.form.timeZoneNotFound')}
          {...form.getInputProps('Time_zone')}
        />
        <NumberInput
          label={t('clubPages.form.offlineAreaMb')}
          description={t('clubPages.form.offlineAreaMbHint')}
          min={OFFLINE_AREA_MB.min}
          max={OFFLINE_AREA_MB.max}
          step={10}
          allowDecimal={false}
          allowNegative={false}
          // The unit beside the number, not in it: the field holds what was typed, digits only.
          rightSection={
            <Text size="sm" c="dimmed">
              {t('clubPages.form.offlineAreaMbUnit')}
            </Text>
          }
          rightSectionPointerEvents="none"
          // A short number: the field narrow, its description as wide as the form's.
          styles={{ wrapper: { maxWidth: 200 } }}
          {...form.getInputProps('Offline_area_mb')}
        />
        <ClubColorInput {...form.getInputProps('Color')} />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={form.values.Languages.length === 0}>
            {t('clubPages.admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
