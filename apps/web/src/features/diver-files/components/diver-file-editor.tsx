import { type DiverFile, updateDiverFile } from '@club/shared/api/diver-files';
import { APTITUDE_CODES, aptitudeLabel, QUALIFICATION_CODES } from '@club/shared/domain/aptitudes';
import { licenceSeasonOn, licenceSeasonSpan, type PaperKind } from '@club/shared/domain/diver-file';
import { pages } from '@club/shared/pages';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AptitudeBadges } from '../../../components/divers/aptitude-badges.tsx';
import { PaperBadge } from '../../../components/divers/paper-badge.tsx';
import { Loading } from '../../../components/loading.tsx';
import { divingLevelName } from '../../../lib/divers/diving-level-name.ts';
import { checkText, longDay, shortDate } from '../../../lib/divers/paper-view.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { schemaValidator } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useDiverFile, useUpdateDiverFile } from '../api/diver-file.ts';
import { DayInput, daySeparator } from './day-input.tsx';
import { isDayText, textOfDay } from './day-text.ts';
import {
  CHECK_FIELDS,
  type DiverFileValues,
  diverFileBodyOf,
  diverFileValuesOf,
  type EditorMode,
  seasonChoices,
} from './diver-file-values.ts';

/** One entry of the file: its title, state, inputs, and who vouches for it (with the manager's tick). */
function EntryCard({
  title,
  badge,
  check,
  children,
}: {
  title: string;
  badge?: ReactNode;
  check: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          {badge}
        </Stack>
        {children}
        {check}
      </Stack>
    </Paper>
  );
}

/**
 * A member's papers, level, aptitudes and qualifications, each with its state and who vouches for it.
 * `self`: the member edits their own (every change becomes "declared"). `manager`: a manager also ticks
 * what they checked and assigns aptitudes to a card that gives none by law (A322-77).
 */
export function DiverFileEditor({ userId, mode }: { userId: number; mode: EditorMode }) {
  const { t } = useTranslation();
  const file = useDiverFile(userId);
  if (file.isPending)
    return (
      <Center py="xl">
        <Loading />
      </Center>
    );
  if (file.isError)
    return (
      <Alert color="red" role="alert">
        {t('papers.loadError')}
      </Alert>
    );
  return <DiverFileForm key={`${file.data.User_id}`} file={file.data} mode={mode} />;
}

const DAY_FIELDS = ['Medical_certificate_date', 'Membership_until'] as const;

function DiverFileForm({ file, mode }: { file: DiverFile; mode: EditorMode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const separator = daySeparator(language);
  const update = useUpdateDiverFile();
  const form = useForm<DiverFileValues>({
    initialValues: diverFileValuesOf(file, separator),
    validate: (values) => {
      const errors = schemaValidator(updateDiverFile.body, (typed: DiverFileValues) =>
        diverFileBodyOf(file.User_id, typed, mode),
      )(values);
      // A day that is none (31/04, a letter) says how to write one.
      for (const field of DAY_FIELDS)
        if (errors[field] !== undefined || !isDayText(values[field]))
          errors[field] = t('papers.fields.dateInvalid', { example: textOfDay('2026-10-29', separator) });
      return errors;
    },
  });
  const dirty = form.isDirty();
  useUnsavedChangesGuard(dirty);
  const manager = mode === 'manager';

  const submit = form.onSubmit((values) => {
    update.mutate(diverFileBodyOf(file.User_id, values, mode), {
      onSuccess: (saved) => {
        // The saved file is the truth: states and checks come back with it.
        form.setInitialValues(diverFileValuesOf(saved, separator));
        form.setValues(diverFileValuesOf(saved, separator));
        flashSuccess(t('papers.saved'));
      },
      onError: (error) => {
        const fields = showServerErrors(form, error);
        if (Object.keys(fields).length === 0) showErrorDialog(t);
      },
    });
  });

  const checkOf = (entry: keyof typeof CHECK_FIELDS, name: string) => (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="xs" c="dimmed" data-testid={`check-${entry}`}>
        {checkText(t, file.Checks[CHECK_FIELDS[entry]], language)}
      </Text>
      {manager && (
        <Checkbox
          size="sm"
          label={t('papers.check.verify')}
          aria-label={t('papers.check.verifyOf', { entry: name })}
          checked={form.values.Checked.includes(entry)}
          onChange={(event) =>
            form.setFieldValue(
              'Checked',
              event.currentTarget.checked
                ? [...form.values.Checked, entry]
                : form.values.Checked.filter((checked) => checked !== entry),
            )
          }
        />
      )}
    </Group>
  );
  const label = (kind: PaperKind | 'level' | 'qualifications') => t(`papers.labels.${kind}`);
  const season = form.getInputProps('Licence_season');
  const seasons = seasonChoices(file.On, file.Licence_season).map((choice) => ({
    value: String(choice),
    label: t('papers.fields.licenceSeasonOption', { season: choice }),
  }));
  // The season chosen, else the one sold today: when it runs.
  const shownSeason =
    form.values.Licence_season === null ? licenceSeasonOn(file.On) : Number(form.values.Licence_season);
  const shownSpan = licenceSeasonSpan(shownSeason);
  const divingLevel = divingLevelName(t, file.Organism, file.Diving_level);
  const minor = file.Papers.Parental_consent !== null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs" align="baseline">
            <Title order={2} size="h3">
              {t('papers.sections.papers')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('papers.onDay', { day: longDay(file.On, language) })}
            </Text>
          </Group>
          <EntryCard
            title={label('medical_certificate')}
            badge={<PaperBadge kind="medical_certificate" paper={file.Papers.Medical_certificate} />}
            check={checkOf('medical_certificate', label('medical_certificate'))}
          >
            <DayInput
              label={t('papers.fields.medicalCertificateDate')}
              description={t('papers.fields.medicalCertificateHint')}
              input={form.getInputProps('Medical_certificate_date')}
            />
          </EntryCard>
          <EntryCard
            title={label('licence')}
            badge={<PaperBadge kind="licence" paper={file.Papers.Licence} />}
            check={checkOf('licence', label('licence'))}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('papers.fields.licenceNumber')}
                maxLength={40}
                autoComplete="off"
                {...form.getInputProps('Licence_number')}
              />
              <Select
                label={t('papers.fields.licenceSeason')}
                placeholder={t('papers.fields.licenceSeasonPlaceholder')}
                data={seasons}
                clearable
                allowDeselect
                {...season}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('papers.fields.licenceSeasonHint', {
                season: shownSeason,
                from: longDay(shownSpan.from, language),
                until: longDay(shownSpan.until, language),
              })}
            </Text>
          </EntryCard>
          <EntryCard
            title={label('membership')}
            badge={<PaperBadge kind="membership" paper={file.Papers.Membership} />}
            check={checkOf('membership', label('membership'))}
          >
            <DayInput
              label={t('papers.fields.membershipUntil')}
              input={form.getInputProps('Membership_until')}
            />
          </EntryCard>
          {(minor || file.Parental_consent) && (
            <EntryCard
              title={label('parental_consent')}
              badge={
                file.Papers.Parental_consent && (
                  <PaperBadge kind="parental_consent" paper={file.Papers.Parental_consent} />
                )
              }
              check={checkOf('parental_consent', label('parental_consent'))}
            >
              <Checkbox
                label={t('papers.fields.parentalConsent')}
                {...form.getInputProps('Parental_consent', { type: 'checkbox' })}
              />
            </EntryCard>
          )}
        </Stack>

        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('papers.sections.aptitudes')}
          </Title>
          <EntryCard title={label('level')} check={checkOf('level', label('level'))}>
            <Text size="sm" data-testid="declared-diving-level">
              {divingLevel === null
                ? t('papers.fields.noDivingLevel')
                : t('papers.fields.divingLevel', { divingLevel })}
              {mode === 'self' && (
                <>
                  {' '}
                  <Anchor component={Link} to={pages.profile.to()} size="sm">
                    {t('papers.fields.changeDivingLevel')}
                  </Anchor>
                </>
              )}
            </Text>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('aptitudes.title')}
              </Text>
              <div data-testid="aptitudes">
                <AptitudeBadges aptitudes={file.Aptitudes} />
              </div>
            </Stack>
            {manager && (
              <Stack gap={4}>
                <MultiSelect
                  label={t('papers.fields.assigned')}
                  description={t('papers.fields.assignedHint')}
                  placeholder={t('papers.fields.assignedPlaceholder')}
                  data={APTITUDE_CODES.map((code) => ({
                    value: code,
                    label: `${aptitudeLabel(code)} — ${t(`aptitudes.names.${code}`)}`,
                  }))}
                  clearable
                  {...form.getInputProps('Assigned_aptitudes')}
                />
                {file.Assigned_by_name !== null && file.Assigned_at !== null && (
                  <Text size="xs" c="dimmed">
                    {t('papers.fields.assignedBy', {
                      name: file.Assigned_by_name,
                      date: shortDate(file.Assigned_at, language),
                    })}
                  </Text>
                )}
              </Stack>
            )}
          </EntryCard>
          <EntryCard
            title={label('qualifications')}
            check={checkOf('qualifications', label('qualifications'))}
          >
            <Checkbox.Group
              label={t('papers.fields.qualifications')}
              {...form.getInputProps('Qualifications')}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                {QUALIFICATION_CODES.map((code) => (
                  <Checkbox
                    key={code}
                    value={code}
                    label={`${aptitudeLabel(code)} — ${t(`aptitudes.names.${code}`)}`}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </EntryCard>
        </Stack>

        {Object.keys(form.errors).length > 0 && (
          <Text c="red" size="sm" role="status">
            {t('account.checkFields')}
          </Text>
        )}
        <Button type="submit" loading={update.isPending} size="md" fullWidth>
          {t('papers.save')}
        </Button>
      </Stack>
    </form>
  );
}
