import { editSpotInfos, getInfosAdmin, type Spot, type SpotInfos } from '@club/shared/api/spots';
import { ACCESS_OPTIONS_MAX, BEST_HOURS_MAX, INTEREST_POINTS_MAX } from '@club/shared/constants';
import {
  Button,
  Chip,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';

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
  value: number[];
  onChange(value: number[]): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Chip.Group multiple value={value.map(String)} onChange={(values) => onChange(values.map(Number))}>
        <Group gap={6}>
          {range(max).map((code) => (
            <Chip key={code} value={String(code)} size="xs">
              {t(`spots.criteria.${kind}.${code}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}

/** The sheet's criteria in one language of the club; empty optional fields are sent as null. */
function CriteriaForm({ spot, initial }: { spot: Spot; initial: SpotInfos }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  useEffect(() => setValues(initial), [initial]);
  const set = <K extends keyof SpotInfos>(key: K, value: SpotInfos[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const months = range(12).map((month) => ({
    value: String(month),
    label: new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(new Date(2024, month - 1, 1)),
  }));
  const save = useMutation({
    mutationFn: () =>
      callApi(editSpotInfos, {
        body: {
          Spot_id: spot.Id,
          Language_key: values.Language_key,
          Description: values.Description || null,
          Access: values.Access,
          Interest_points: values.Interest_points,
          Best_hours: values.Best_hours,
          Required_level: values.Required_level || null,
          Accessibility: values.Accessibility || null,
          Visibility: values.Visibility || null,
          Dominant_flux: values.Dominant_flux || null,
          Dominant_flux_orientation: values.Dominant_flux_orientation || null,
          Dominant_wind: values.Dominant_wind || null,
          Dominant_wind_orientation: values.Dominant_wind_orientation || null,
          Best_month_from: values.Best_month_from,
          Best_month_to: values.Best_month_to,
          Difficulty: values.Difficulty || null,
        },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['spots', 'infos', spot.Id] });
      await queryClient.invalidateQueries({ queryKey: ['spots', 'infos-admin', spot.Id] });
      flashSuccess(t('spots.common.saved'));
    },
    onError: () => showErrorDialog(t),
  });
  const text = (key: TextField, label: string) => (
    <TextInput
      label={label}
      maxLength={100}
      value={values[key] ?? ''}
      onChange={(e) => set(key, e.currentTarget.value)}
    />
  );
  const orientation = (key: 'Dominant_flux_orientation' | 'Dominant_wind_orientation') => (
    <Select
      label={t('spots.sheetPage.orientation')}
      data={ORIENTATIONS}
      clearable
      value={values[key]}
      onChange={(value) => set(key, value)}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Textarea
          label={t('spots.sheetPage.description')}
          autosize
          minRows={4}
          value={values.Description ?? ''}
          onChange={(e) => set('Description', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('Required_level', t('spots.criteria.requiredLevel'))}
          {text('Difficulty', t('spots.criteria.difficulty'))}
          {text('Accessibility', t('spots.criteria.accessibility'))}
          {text('Visibility', t('spots.criteria.visibility'))}
          {text('Dominant_flux', t('spots.criteria.dominantFlux'))}
          {orientation('Dominant_flux_orientation')}
          {text('Dominant_wind', t('spots.criteria.dominantWind'))}
          {orientation('Dominant_wind_orientation')}
        </SimpleGrid>
        <SimpleGrid cols={2}>
          <Select
            label={t('spots.sheetPage.monthFrom')}
            data={months}
            clearable
            value={values.Best_month_from === null ? null : String(values.Best_month_from)}
            onChange={(value) => set('Best_month_from', value === null ? null : Number(value))}
          />
          <Select
            label={t('spots.sheetPage.monthTo')}
            data={months}
            clearable
            value={values.Best_month_to === null ? null : String(values.Best_month_to)}
            onChange={(value) => set('Best_month_to', value === null ? null : Number(value))}
          />
        </SimpleGrid>
        <CodeChips
          label={t('spots.criteria.access.label')}
          kind="access"
          max={ACCESS_OPTIONS_MAX}
          value={values.Access}
          onChange={(v) => set('Access', v)}
        />
        <CodeChips
          label={t('spots.criteria.interest.label')}
          kind="interest"
          max={INTEREST_POINTS_MAX}
          value={values.Interest_points}
          onChange={(v) => set('Interest_points', v)}
        />
        <CodeChips
          label={t('spots.criteria.hours.label')}
          kind="hours"
          max={BEST_HOURS_MAX}
          value={values.Best_hours}
          onChange={(v) => set('Best_hours', v)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('spots.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The criteria tab: pick one of the club's languages, edit the sheet in it. */
export function CriteriaPanel({ spot }: { spot: Spot }) {
  const { t } = useTranslation();
  const club = useClub();
  const [language, setLanguage] = useState(club.Languages[0]?.Language_key ?? 'fr');
  const infos = useQuery({
    queryKey: ['spots', 'infos-admin', spot.Id, language],
    queryFn: ({ signal }) =>
      callApi(getInfosAdmin, { params: { languageKey: language, spotId: spot.Id }, signal }),
  });
  return (
    <Stack gap="md">
      {club.Languages.length > 1 && (
        <SegmentedControl
          aria-label={t('spots.sheetPage.language')}
          value={language}
          onChange={setLanguage}
          data={club.Languages.map((entry) => ({
            value: entry.Language_key,
            label: entry.Language_key.toUpperCase(),
          }))}
        />
      )}
      {infos.data && <CriteriaForm key={language} spot={spot} initial={infos.data} />}
    </Stack>
  );
}
