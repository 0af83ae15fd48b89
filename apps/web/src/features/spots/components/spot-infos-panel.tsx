import '../../../lib/styles/admin-components.ts';
import type { Spot, SpotInfos } from '@club/shared/api/spots';
import { ACCESS_OPTIONS_MAX, BEST_HOURS_MAX, INTEREST_POINTS_MAX } from '@club/shared/constants';
import { spotInfosByLanguageSchema } from '@club/shared/forms/spots';
import {
  Button,
  Center,
  Chip,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../components/rich-text-field.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors, tabOfFirstError } from '../../../lib/forms/server-errors.ts';
import { useEditSpotInfos } from '../api/edit-spot-infos.ts';
import { useSpotInfosAdmin } from '../api/get-infos-admin.ts';

const ORIENTATIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const range = (max: number) => Array.from({ length: max }, (_, index) => index + 1);

type TextField =
  | 'Required_level'
  | 'Accessibility'
  | 'Visibility'
  | 'Dominant_flux'
  | 'Dominant_wind'
  | 'Difficulty';

function CodeChips({
  label,
  kind,
  max,
  value,
  onChange,
}: {
  label: string;
  kind: string;
  max: number;
  value: string[];
  onChange(value: string[]): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Chip.Group
        multiple
        value={value}
        onChange={(values) => onChange([...values].sort((a, b) => Number(a) - Number(b)))}
      >
        <Group gap={6}>
          {range(max).map((code) => (
            <Chip key={code} value={String(code)} size="xs">
              {t(`spots.infos.${kind}.${code}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}

/**
 * The spot infos in one language as their fields hold them: texts, Select values and chip values are strings.
 */
type SpotInfosValues = {
  Description: string;
  Access: string[];
  Interest_points: string[];
  Best_hours: string[];
  Required_level: string;
  Accessibility: string;
  Visibility: string;
  Dominant_flux: string;
  Dominant_flux_orientation: string | null;
  Dominant_wind: string;
  Dominant_wind_orientation: string | null;
  Best_month_from: string | null;
  Best_month_to: string | null;
  Difficulty: string;
};

/** Every language of the club in one form, by language key, so a language switch keeps what was typed. */
type SpotInfosByLanguage = Record<string, SpotInfosValues>;

const month = (value: number | null) => (value === null ? null : String(value));

const valuesOf = (infos: SpotInfos): SpotInfosValues => ({
  Description: infos.Description ?? '',
  Access: infos.Access.map(String),
  Interest_points: infos.Interest_points.map(String),
  Best_hours: infos.Best_hours.map(String),
  Required_level: infos.Required_level ?? '',
  Accessibility: infos.Accessibility ?? '',
  Visibility: infos.Visibility ?? '',
  Dominant_flux: infos.Dominant_flux ?? '',
  Dominant_flux_orientation: infos.Dominant_flux_orientation,
  Dominant_wind: infos.Dominant_wind ?? '',
  Dominant_wind_orientation: infos.Dominant_wind_orientation,
  Best_month_from: month(infos.Best_month_from),
  Best_month_to: month(infos.Best_month_to),
  Difficulty: infos.Difficulty ?? '',
});

/** The body of editSpotInfos for one language (the shared schema turns empty texts into null). */
const bodyOf = (spotId: number, language: string, values: SpotInfosValues) => ({
  Spot_id: spotId,
  Language_key: language,
  ...values,
});

/**
 * The spot infos in every language of the club, one language shown at a time. Save writes each language
 * that changed; a refused field is shown in its language.
 */
function SpotInfosForm({
  spot,
  languages,
  initial,
  onDirtyChange,
}: {
  spot: Spot;
  languages: string[];
  initial: SpotInfosByLanguage;
  onDirtyChange?(dirty: boolean): void;
}) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState(languages[0] ?? 'fr');
  const schema = useMemo(() => spotInfosByLanguageSchema(languages), [languages]);
  const form = useSchemaForm<SpotInfosByLanguage>({
    initialValues: initial,
    schema,
    toInput: (values) =>
      Object.fromEntries(languages.map((key) => [key, bodyOf(spot.Id, key, values[key] as SpotInfosValues)])),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const months = range(12).map((value) => ({
    value: String(value),
    label: new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(new Date(2024, value - 1, 1)),
  }));

  /** The language being written, so that a refused call shows its errors there. */
  const saving = useRef(language);
  /** Writes the changed languages (else the one shown), one call each. */
  const save = useEditSpotInfos({
    onWriting: (key) => {
      saving.current = key;
    },
    onWritten: (key, saved) => {
      const kept = valuesOf(saved);
      form.setInitialValues({ ...form.getInitialValues(), [key]: kept });
      form.setValues({ [key]: kept });
    },
    onSuccess: () => flashSuccess(t('spots.common.saved')),
    onError: (error) => {
      const key = saving.current;
      const fields = showServerErrors(form, error, { fieldOf: (path) => `${key}.${path}` });
      if (Object.keys(fields).length > 0) setLanguage(key);
      else showErrorDialog(t);
    },
  });
  /** The changed languages (else the one shown), each saved one no longer dirty. */
  const write = (values: SpotInfosByLanguage) => {
    const changed = languages.filter((key) => form.isDirty(key));
    const written = changed.length > 0 ? changed : [language];
    save.mutate(written.map((key) => bodyOf(spot.Id, key, values[key] as SpotInfosValues)));
  };

  const submit = form.onSubmit(
    (values) => write(values),
    (errors) => {
      const first = tabOfFirstError(errors, (field) => field.split('.')[0]);
      if (first !== undefined) setLanguage(first);
    },
  );

  /** The path of a field of the language shown. */
  const field = <Name extends keyof SpotInfosValues>(name: Name) =>
    `${language}.${name}` as `${string}.${Name}`;
  const text = (name: TextField, label: string) => (
    <TextInput label={label} maxLength={100} {...form.getInputProps(field(name))} />
  );
  const orientation = (name: 'Dominant_flux_orientation' | 'Dominant_wind_orientation') => (
    <Select
      label={t('spots.spotAdmin.orientation')}
      data={ORIENTATIONS}
      clearable
      {...form.getInputProps(field(name))}
    />
  );
  const chips = (
    name: 'Access' | 'Interest_points' | 'Best_hours',
    label: string,
    kind: string,
    max: number,
  ) => (
    <CodeChips
      label={label}
      kind={kind}
      max={max}
      value={form.values[language]?.[name] ?? []}
      onChange={(value) => form.setFieldValue(field(name), value)}
    />
  );

  return (
    <Stack gap="md">
      {languages.length > 1 && (
        <SegmentedControl
          aria-label={t('spots.spotAdmin.language')}
          value={language}
          onChange={setLanguage}
          data={languages.map((key) => ({ value: key, label: key.toUpperCase() }))}
        />
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" data-language={language}>
          {/* The spot panel shows the description as rich text (cleaned by the server): written as such. */}
          <RichTextField
            key={language}
            label={t('spots.spotAdmin.description')}
            initialValue={form.values[language]?.Description ?? ''}
            onChange={(html) => form.setFieldValue(field('Description'), html)}
            error={form.errors[field('Description')]}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('Required_level', t('spots.infos.requiredLevel'))}
            {text('Difficulty', t('spots.infos.difficulty'))}
            {text('Accessibility', t('spots.infos.accessibility'))}
            {text('Visibility', t('spots.infos.visibility'))}
            {text('Dominant_flux', t('spots.infos.dominantFlux'))}
            {orientation('Dominant_flux_orientation')}
            {text('Dominant_wind', t('spots.infos.dominantWind'))}
            {orientation('Dominant_wind_orientation')}
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <Select
              label={t('spots.spotAdmin.monthFrom')}
              data={months}
              clearable
              {...form.getInputProps(field('Best_month_from'))}
            />
            <Select
              label={t('spots.spotAdmin.monthTo')}
              data={months}
              clearable
              {...form.getInputProps(field('Best_month_to'))}
            />
          </SimpleGrid>
          {chips('Access', t('spots.infos.access.label'), 'access', ACCESS_OPTIONS_MAX)}
          {chips('Interest_points', t('spots.infos.interest.label'), 'interest', INTEREST_POINTS_MAX)}
          {chips('Best_hours', t('spots.infos.hours.label'), 'hours', BEST_HOURS_MAX)}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('spots.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The infos tab: the spot infos in each language of the club, in one form (switching the language keeps
 * what was typed in the other). `onDirtyChange` tells the page whether something typed is unsaved.
 */
export function SpotInfosPanel({
  spot,
  onDirtyChange,
}: {
  spot: Spot;
  onDirtyChange?(dirty: boolean): void;
}) {
  const { t } = useTranslation();
  const club = useClub();
  const languages = useMemo(() => club.Languages.map((entry) => entry.Language_key), [club.Languages]);
  const languageInfos = useSpotInfosAdmin(spot.Id, languages);
  const [initial, setInitial] = useState<SpotInfosByLanguage | null>(null);
  // The form starts from the spot infos as they are now, then keeps its own values: a later refetch never
  // replaces text under the person's typing.
  const loaded = languageInfos.every((infos) => infos.data !== undefined && !infos.isFetching);
  useEffect(() => {
    if (initial !== null || !loaded) return;
    setInitial(
      Object.fromEntries(
        languages.map((key, index) => [key, valuesOf(languageInfos[index]?.data as SpotInfos)]),
      ),
    );
  }, [initial, loaded, languages, languageInfos]);

  if (languageInfos.some((infos) => infos.isError)) return <Text c="dimmed">{t('error.content')}</Text>;
  if (initial === null)
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  return <SpotInfosForm spot={spot} languages={languages} initial={initial} onDirtyChange={onDirtyChange} />;
}
