import { type DiveView, type PalanqueeView, recordDiveActuals } from '@club/shared/api/dive-plans';
import {
  Alert,
  Badge,
  Button,
  Fieldset,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaValidator } from '../../../lib/forms/schema-form.ts';
import type { Refusal } from '../offline/kept-plans.ts';
import type { ActualFigures, QueueRefusal } from '../offline/use-offline-dive-plan.ts';
import {
  actualsBodyOf,
  changedTeams,
  clockText,
  figureFieldOf,
  figuresOf,
  finishedClock,
  minutesBetween,
  type TeamFigures,
} from './actual-figures.ts';
import { RefusalNotice } from './outbox-status.tsx';
import { clockOf, isoDayOf, signatureOf, signingBlockers } from './plan-view.ts';

/** Inputs a thumb hits on a rocking boat: 50 px high. */
const THUMB = 'lg';

type FiguresValues = { teams: TeamFigures[] };

/** The dive's figures as fields, checked by the call's own schema. */
function useFiguresForm(outingId: number, dive: DiveView, language: string) {
  return useForm<FiguresValues>({
    initialValues: { teams: figuresOf(dive, language) },
    validate: schemaValidator(
      recordDiveActuals.body,
      (values: FiguresValues) => ({
        Outing_id: outingId,
        Dive_index: dive.Index,
        Palanquees: actualsBodyOf(values.teams),
      }),
      figureFieldOf,
    ),
  });
}
type FiguresForm = ReturnType<typeof useFiguresForm>;

/** "Signée par Marin Leroy à 10:42", the day added when it is not the dive's. */
function SignatureLine({ dive, timeZone }: { dive: DiveView; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const signature = signatureOf(dive);
  if (signature.kind === 'signed') {
    const at = signature.at;
    const sameDay = at !== null && isoDayOf(at, timeZone) === isoDayOf(dive.Start, timeZone);
    const time = at === null ? '' : clockOf(at, timeZone, i18n.language);
    const date =
      at === null
        ? ''
        : new Intl.DateTimeFormat(i18n.language, { timeZone, day: 'numeric', month: 'long' }).format(
            new Date(at),
          );
    return (
      <Text fw={700} c="var(--mantine-color-teal-light-color)" data-testid="dive-signature">
        {sameDay || at === null
          ? t('divePlan.sheet.signedBy', { name: signature.by, time })
          : t('divePlan.sheet.signedByOn', { name: signature.by, date, time })}
      </Text>
    );
  }
  if (signature.kind === 'voided')
    return (
      <Text fw={700} c="var(--mantine-color-orange-light-color)" data-testid="dive-signature">
        {t('divePlan.sheet.voided')}
      </Text>
    );
  return (
    <Text c="dimmed" data-testid="dive-signature">
      {t('divePlan.sheet.unsigned')}
    </Text>
  );
}

/** Who dives in the team, with their role when it is not a plain diver's. */
function TeamMembers({ team }: { team: PalanqueeView }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {team.Members.map((member) =>
        member.Role === 'diver' ? member.Name : `${member.Name} (${t(`divePlan.role.${member.Role}`)})`,
      ).join(' · ')}
    </Text>
  );
}

/** One palanquée's actual figures, typed with a thumb. */
function TeamFiguresFields({ team, index, form }: { team: PalanqueeView; index: number; form: FiguresForm }) {
  const { t } = useTranslation();
  const field = (name: keyof TeamFigures) => `teams.${index}.${name}`;
  const clockProps = (name: 'entry' | 'exit') => {
    const props = form.getInputProps(field(name));
    return {
      ...props,
      inputMode: 'numeric' as const,
      autoComplete: 'off',
      maxLength: 5,
      placeholder: t('divePlan.sheet.fields.clockHint'),
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        form.setFieldValue(field(name), clockText(event.currentTarget.value)),
      onBlur: () => {
        const values = form.getValues().teams[index];
        if (!values) return;
        form.setFieldValue(field(name), finishedClock(values[name]));
        // The duration follows from the times, unless one was typed.
        const minutes = minutesBetween(finishedClock(values.entry), finishedClock(values.exit));
        if (name === 'exit' && values.duration.trim() === '' && minutes !== null)
          form.setFieldValue(field('duration'), String(minutes));
      },
    };
  };
  return (
    <Fieldset
      legend={t('divePlan.team', { number: team.Number })}
      variant="filled"
      radius="md"
      data-testid="sheet-team"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <TeamMembers team={team} />
          <Text size="sm" c="dimmed">
            {t('divePlan.sheet.planned', { depth: team.Planned_depth, duration: team.Planned_duration })}
          </Text>
        </Group>
        {team.Problems.length > 0 && (
          <Text
            size="sm"
            c={
              team.Override_reason
                ? 'var(--mantine-color-orange-light-color)'
                : 'var(--mantine-color-red-light-color)'
            }
          >
            {team.Problems.map((problem) => `${problem.Message} (${problem.Article})`).join(' · ')}
            {team.Override_reason
              ? ` — ${t('divePlan.sheet.override', { reason: team.Override_reason })}`
              : ''}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <TextInput size={THUMB} label={t('divePlan.sheet.fields.entry')} {...clockProps('entry')} />
          <TextInput size={THUMB} label={t('divePlan.sheet.fields.exit')} {...clockProps('exit')} />
          <TextInput
            size={THUMB}
            label={t('divePlan.sheet.fields.maxDepth')}
            inputMode="decimal"
            autoComplete="off"
            {...form.getInputProps(field('maxDepth'))}
          />
          <TextInput
            size={THUMB}
            label={t('divePlan.sheet.fields.duration')}
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps(field('duration'))}
          />
        </SimpleGrid>
        <TextInput
          size={THUMB}
          label={t('divePlan.sheet.fields.stops')}
          placeholder={t('divePlan.sheet.fields.stopsPlaceholder')}
          {...form.getInputProps(field('stops'))}
        />
      </Stack>
    </Fieldset>
  );
}

export interface DiveSheetCardProps {
  outingId: number;
  dive: DiveView;
  timeZone: string;
  /** Writes of this dive wait on the device. */
  pending: boolean;
  refusals: readonly Refusal[];
  onRecordActuals(teams: ActualFigures): QueueRefusal | null;
  onSign(): QueueRefusal | null;
  onDismiss(refusalId: string): void;
}

/**
 * One dive of the safety sheet: its teams with what they actually did, typed on the boat, and the dive
 * director's signature, refused here already while a team breaks a rule without an override reason (the
 * server refuses it too, and its words are shown).
 */
export function DiveSheetCard({
  outingId,
  dive,
  timeZone,
  pending,
  refusals,
  onRecordActuals,
  onSign,
  onDismiss,
}: DiveSheetCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [triedToSign, setTriedToSign] = useState(false);
  const [queueRefusal, setQueueRefusal] = useState<QueueRefusal | null>(null);
  const form = useFiguresForm(outingId, dive, i18n.language);
  // Figures the server answered (or another write of this device) fill the fields, unless some are being typed.
  const recorded = JSON.stringify(figuresOf(dive, i18n.language));
  const { isDirty, setInitialValues, setValues } = form;
  useEffect(() => {
    if (isDirty()) return;
    const teams = JSON.parse(recorded) as TeamFigures[];
    setInitialValues({ teams });
    setValues({ teams });
  }, [recorded, isDirty, setInitialValues, setValues]);
  const blockers = signingBlockers(dive);
  const blocked = blockers.noTeam || blockers.teams.length > 0;
  const signed = dive.Signed_by !== null;

  const sign = () => {
    setTriedToSign(true);
    if (!blocked) setQueueRefusal(onSign());
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="sheet-dive"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={titleId}>
            {t('divePlan.dive', { index: dive.Index })}
          </Title>
          {pending && (
            <Badge color="orange" variant="light" tt="none">
              {t('divePlan.outbox.notSent')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {[
            clockOf(dive.Start, timeZone, i18n.language),
            dive.Spot_name,
            t(`divePlan.activity.${dive.Activity}`),
            t(`divePlan.gas.${dive.Gas}`),
            t('divePlan.depthDuration', { depth: dive.Planned_depth, duration: dive.Planned_duration }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <SignatureLine dive={dive} timeZone={timeZone} />

        {dive.Palanquees.length === 0 ? (
          <Text c="dimmed">{t('divePlan.sheet.noTeams')}</Text>
        ) : (
          <form
            onSubmit={form.onSubmit((values) => {
              const refusal = onRecordActuals(
                actualsBodyOf(changedTeams(values.teams, form.getInitialValues().teams)),
              );
              setQueueRefusal(refusal);
              if (refusal === null) form.resetDirty();
            })}
            noValidate
          >
            <Stack gap="sm">
              {dive.Palanquees.map((team, index) => (
                <TeamFiguresFields key={team.Number} team={team} index={index} form={form} />
              ))}
              <Group gap="sm">
                <Button type="submit" size={THUMB} variant="light" disabled={!form.isDirty()}>
                  {t('divePlan.sheet.saveFigures')}
                </Button>
                {!signed && (
                  <Button size={THUMB} onClick={sign}>
                    {t('divePlan.sheet.sign')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        )}

        {!signed && dive.Palanquees.length === 0 && (
          <Group>
            <Button size={THUMB} onClick={sign}>
              {t('divePlan.sheet.sign')}
            </Button>
          </Group>
        )}
        {triedToSign && blocked && !signed && (
          <Alert color="red" role="alert" title={t('divePlan.sheet.cannotSign')} data-testid="sign-blockers">
            <List size="sm" spacing={4}>
              {blockers.noTeam && <List.Item>{t('divePlan.sheet.noTeamToSign')}</List.Item>}
              {blockers.teams.map((team) => (
                <List.Item key={team.Number}>
                  {t('divePlan.sheet.needsReason', {
                    number: team.Number,
                    problems: team.Problems.map((problem) => `${problem.Message} (${problem.Article})`).join(
                      ', ',
                    ),
                  })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {queueRefusal !== null && (
          <Alert color="red" role="alert">
            {t(`divePlan.outbox.${queueRefusal}`)}
          </Alert>
        )}
        {refusals.map((refusal) => (
          <RefusalNotice key={refusal.id} refusal={refusal} onDismiss={() => onDismiss(refusal.id)} />
        ))}
      </Stack>
    </Paper>
  );
}
