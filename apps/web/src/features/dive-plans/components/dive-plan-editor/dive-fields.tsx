import type { DiveActivity, DiveGas } from '@club/shared/domain/dive-plan';
import { NativeSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clockText, finishedClock } from '../dive-actuals.ts';
import { activityChoices, gasChoices } from './choices.ts';
import type { DraftDive } from './dive-plan-draft.ts';
import { isClockText, isDepthText, isDurationText } from './field-checks.ts';

type DiveSettings = Partial<Omit<DraftDive, 'index' | 'version' | 'date' | 'palanquees'>>;

/** Wrong once past the hour's digits: "8:3" is still being typed, "25:00" is not a time. */
const clockLooksWrong = (text: string) => {
  const typedInFull = text.replace(/\D/g, '').length >= 4 || /:\d{2}$/.test(text);
  return typedInFull && !isClockText(finishedClock(text));
};

/**
 * A dive's spot, time (on the outing's day, the club's clocks), activity, gas and planned figures: the
 * defaults of its new palanquées and the sheet's header.
 */
export function DiveFields({
  dive,
  spots,
  savedSpotName,
  onChange,
}: {
  dive: DraftDive;
  spots: { Id: number; Name: string }[];
  /** The saved spot's name, for a spot no longer among the outing's. */
  savedSpotName: string | null;
  onChange(settings: DiveSettings): void;
}) {
  const { t } = useTranslation();
  const spotChoices = spots.map((spot) => ({ value: String(spot.Id), label: spot.Name }));
  if (dive.spotId !== null && !spots.some((spot) => spot.Id === dive.spotId))
    spotChoices.push({ value: String(dive.spotId), label: savedSpotName ?? String(dive.spotId) });
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 7 }} spacing="sm">
      <Select
        label={t('divePlanEditor.fields.spot')}
        data={spotChoices}
        value={dive.spotId === null ? null : String(dive.spotId)}
        onChange={(value) => onChange({ spotId: value === null ? null : Number(value) })}
        clearable
        placeholder={t('divePlanEditor.fields.noSpot')}
        style={{ gridColumn: 'span 2' }}
      />
      {/* Typed digits, as on the sheet: a native time field shows AM/PM where the phone's clock does. */}
      <TextInput
        label={t('divePlanEditor.fields.time')}
        inputMode="numeric"
        autoComplete="off"
        placeholder="HH:MM"
        value={dive.time}
        error={clockLooksWrong(dive.time) ? t('divePlanEditor.fields.timeInvalid') : undefined}
        onChange={(event) => onChange({ time: clockText(event.currentTarget.value) })}
        onBlur={() => onChange({ time: finishedClock(dive.time) })}
      />
      <TextInput
        label={t('divePlanEditor.fields.plannedDepth')}
        inputMode="decimal"
        autoComplete="off"
        value={dive.plannedDepth}
        error={isDepthText(dive.plannedDepth) ? undefined : t('divePlanEditor.fields.depthInvalid')}
        onChange={(event) => onChange({ plannedDepth: event.currentTarget.value })}
      />
      <TextInput
        label={t('divePlanEditor.fields.plannedDuration')}
        inputMode="numeric"
        autoComplete="off"
        value={dive.plannedDuration}
        error={isDurationText(dive.plannedDuration) ? undefined : t('divePlanEditor.fields.durationInvalid')}
        onChange={(event) => onChange({ plannedDuration: event.currentTarget.value })}
      />
      <NativeSelect
        label={t('divePlanEditor.fields.activity')}
        value={dive.activity}
        data={activityChoices(t)}
        onChange={(event) => onChange({ activity: event.currentTarget.value as DiveActivity })}
      />
      <NativeSelect
        label={t('divePlanEditor.fields.gas')}
        value={dive.gas}
        data={gasChoices(t)}
        onChange={(event) => onChange({ gas: event.currentTarget.value as DiveGas })}
      />
    </SimpleGrid>
  );
}
