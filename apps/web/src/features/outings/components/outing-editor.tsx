import { useLanguageName } from '../../../lib/use-language-name.ts';
import '../../../lib/styles/admin-components.ts';
import { createOuting, editOuting, type OutingDetails } from '@club/shared/api/outings';
import { MAX_CERTIFICATION_STEP } from '@club/shared/domain/certification-scale';
import { OUTING_KINDS, outingTextLimits } from '@club/shared/domain/outings';
import { pages } from '@club/shared/pages';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClub } from '../../../lib/club-context.tsx';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors, tabOfFirstError } from '../../../lib/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useSpots } from '../../../lib/spots/get-spots-by-club.ts';
import { useCreateOuting } from '../api/create-outing.ts';
import { useEditOuting } from '../api/edit-outing.ts';
import { useClubNewsToLink } from '../api/get-club-news.ts';
import { certificationStepLabel } from './certification-step-label.ts';
import {
  datesFollowingStart,
  languageIndexOf,
  type OutingFormValues,
  outingBodyOf,
  outingFieldOf,
  outingFormValuesOf,
} from './outing-form.ts';

/** A date and a time typed side by side, the date's field holding the pair's error. */
function DateTimeFields({
  form,
  date,
  time,
  label,
  description,
  onDateChange,
}: {
  form: ReturnType<typeof useSchemaForm<OutingFormValues>>;
  date: 'startDate' | 'endDate' | 'deadlineDate';
  time: 'startTime' | 'endTime' | 'deadlineTime';
  label: string;
  description?: string;
  onDateChange?: (value: string) => void;
}) {
  const { t } = useTranslation();
  const dateProps = form.getInputProps(date);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          type="date"
          aria-label={`${label} – ${t('outings.form.date')}`}
          style={{ flex: 3 }}
          {...dateProps}
          onChange={(event) => {
            const value = event.currentTarget.value;
            // Told before the field changes, so that the listener still reads the date it replaces.
            onDateChange?.(value);
            dateProps.onChange(value);
          }}
        />
        <TextInput
          type="time"
          aria-label={`${label} – ${t('outings.form.time')}`}
          style={{ flex: 2 }}
          {...form.getInputProps(time)}
        />
      </Group>
    </Stack>
  );
}

/**
 * The outing form of /admin/sorties/new and /admin/sorties/{id}: kind, dates (the deadline is the
 * evening before by default), seats, minimum level, spots, meeting point, price, the news item that
 * announces it, and the texts per language of the club in tabs.
 */
export function OutingEditor({ existing }: { existing: OutingDetails | null }) {
  const { t } = useTranslation();
  const club = useClub();
  const navigate = useNavigate();
  const languageName = useLanguageName();
  const spots = useSpots(club.Id);
  const news = useClubNewsToLink(club.Id);
  const create = useCreateOuting();
  const edit = useEditOuting();
  const outingId = existing?.Id ?? null;
  const form = useSchemaForm<OutingFormValues>({
    initialValues: outingFormValuesOf(club.Languages, existing, club.Time_zone),
    schema: outingId === null ? createOuting.body : editOuting.body,
    toInput: (values) => {
      const body = outingBodyOf(values, club.Time_zone);
      return outingId === null ? body : { Id: outingId, ...body };
    },
    fieldOf: outingFieldOf,
  });
  const guard = useUnsavedChangesGuard(form.isDirty());
  const { texts } = form.values;
  const [activeTab, setActiveTab] = useState<string | null>(texts[0]?.languageKey ?? null);

  const languagesInError = new Set(
    Object.keys(form.errors).flatMap((field) => {
      const index = languageIndexOf(field);
      return index === undefined ? [] : [index];
    }),
  );
  const showTabOf = (errors: FormErrors) => {
    const tab = tabOfFirstError(errors, (field) => {
      const index = languageIndexOf(field);
      return index === undefined ? undefined : texts[index]?.languageKey;
    });
    if (tab !== undefined) setActiveTab(tab);
  };

  // A new start day carries the end day and the deadline with it, unless they were set apart.
  const onStartDateChange = (startDate: string) => {
    const { endDate, deadlineDate } = datesFollowingStart(form.getValues(), startDate);
    form.setFieldValue('endDate', endDate);
    form.setFieldValue('deadlineDate', deadlineDate);
  };

  const submit = form.onSubmit(async (values) => {
    try {
      if (outingId === null) {
        const saved = await create.mutateAsync(createOuting.body.parse(outingBodyOf(values, club.Time_zone)));
        flashSuccess(t('outings.admin.created'));
        guard.release();
        navigate(pages.admin.outingEdit.to(saved.Id), { replace: true });
      } else {
        await edit.mutateAsync(
          editOuting.body.parse({ Id: outingId, ...outingBodyOf(values, club.Time_zone) }),
        );
        flashSuccess(t('outings.admin.saved'));
        form.resetDirty();
      }
    } catch (error) {
      const fields = showServerErrors(form, error, { fieldOf: outingFieldOf });
      if (Object.keys(fields).length > 0) showTabOf(fields);
      else showErrorDialog(t);
    }
  }, showTabOf);

  const kindOptions = OUTING_KINDS.map((kind) => ({ value: kind, label: t(`outings.kinds.${kind}`) }));
  const levelOptions = Array.from({ length: MAX_CERTIFICATION_STEP + 1 }, (_, step) => ({
    value: String(step),
    label: certificationStepLabel(t, step),
  }));
  const spotOptions = (spots.data ?? []).map((spot) => ({ value: String(spot.Id), label: spot.Name }));
  const newsOptions = (news.data ?? []).map((item) => ({
    value: String(item.Id),
    label: item.Is_event ? `${item.Title} · ${t('outings.form.event')}` : item.Title,
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Title order={2}>
          {outingId === null ? t('outings.admin.createTitle') : t('outings.admin.editTitle')}
        </Title>

        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('outings.form.clubTime', { zone: club.Time_zone })}
            </Text>
            <Select
              label={t('outings.form.kind')}
              data={kindOptions}
              allowDeselect={false}
              maw={320}
              {...form.getInputProps('kind')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <DateTimeFields
                form={form}
                date="startDate"
                time="startTime"
                label={t('outings.form.start')}
                onDateChange={onStartDateChange}
              />
              <DateTimeFields form={form} date="endDate" time="endTime" label={t('outings.form.end')} />
              <DateTimeFields
                form={form}
                date="deadlineDate"
                time="deadlineTime"
                label={t('outings.form.deadline')}
                description={t('outings.form.deadlineHint')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('outings.form.seats')}
              inputMode="numeric"
              maxLength={3}
              {...form.getInputProps('seats')}
            />
            <Select
              label={t('outings.form.minCertificationStep')}
              data={levelOptions}
              allowDeselect={false}
              {...form.getInputProps('minCertificationStep')}
            />
            <MultiSelect
              label={t('outings.form.spots')}
              placeholder={form.values.spotIds.length === 0 ? t('outings.form.spotsPlaceholder') : undefined}
              data={spotOptions}
              searchable
              clearable
              hidePickedOptions
              maxValues={10}
              nothingFoundMessage={t('outings.form.nothingFound')}
              {...form.getInputProps('spotIds')}
            />
            <Select
              label={t('outings.form.news')}
              placeholder={t('outings.form.newsNone')}
              data={newsOptions}
              searchable
              clearable
              nothingFoundMessage={t('outings.form.nothingFound')}
              {...form.getInputProps('newsId')}
            />
            <TextInput
              label={t('outings.form.meetingPoint')}
              maxLength={outingTextLimits.meetingPoint}
              {...form.getInputProps('meetingPoint')}
            />
            <TextInput
              label={t('outings.form.price')}
              description={t('outings.form.priceHint')}
              maxLength={outingTextLimits.price}
              {...form.getInputProps('price')}
            />
          </SimpleGrid>
        </Paper>

        {languagesInError.size > 0 && (
          <Alert color="red" role="alert">
            {t('outings.form.checkLanguages', {
              languages: texts
                .filter((_, index) => languagesInError.has(index))
                .map((text) => languageName(text.languageKey))
                .join(', '),
            })}
          </Alert>
        )}
        <Tabs value={activeTab} onChange={setActiveTab} keepMounted>
          <Tabs.List>
            {texts.map((text, index) => (
              <Tabs.Tab
                key={text.languageKey}
                value={text.languageKey}
                color={languagesInError.has(index) ? 'red' : undefined}
                c={languagesInError.has(index) ? 'red' : undefined}
              >
                {languageName(text.languageKey)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {texts.map((text, index) => (
            <Tabs.Panel key={text.languageKey} value={text.languageKey} pt="md">
              <Stack gap="md">
                {index > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('outings.form.optionalLanguage', { language: languageName(text.languageKey) })}
                  </Text>
                )}
                <TextInput
                  label={t('outings.form.title')}
                  maxLength={outingTextLimits.title}
                  {...form.getInputProps(`texts.${index}.title`)}
                />
                <Textarea
                  label={t('outings.form.description')}
                  maxLength={outingTextLimits.description}
                  autosize
                  minRows={4}
                  maxRows={14}
                  {...form.getInputProps(`texts.${index}.description`)}
                />
                <Textarea
                  label={t('outings.form.gearNotes')}
                  maxLength={outingTextLimits.gearNotes}
                  autosize
                  minRows={2}
                  maxRows={8}
                  {...form.getInputProps(`texts.${index}.gearNotes`)}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate(pages.admin.outings.to())}>
            {t('outings.admin.backToList')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('outings.admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
