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
import type { Refusal } from '../offline/kept-dive-plans.ts';
import type { DiveActuals, QueueRefusal } from '../offline/use-offline-dive-plan.ts';
import {
  actualsBodyOf,
  actualsFieldOf,
  changedPalanquees,
  clockText,
  finishedClock,
  minutesBetween,
  type PalanqueeActuals,
  palanqueeActualsOf,
} from './dive-actuals.ts';
import { clockOf, isoDayOf, signatureOf, signingBlockers } from './dive-plan-view.ts';
import { RefusalNotice } from './outbox-status.tsx';

/** Inputs a thumb hits on a rocking boat: 50 px high. */
const THUMB = 'lg';

type DiveActualsValues = { palanquees: PalanqueeActuals[] };

/** The dive's figures as fields, checked by the call's own schema. */
function useDiveActualsForm(outingId: number, dive: DiveView, language: string) {
  return useForm<DiveActualsValues>({
    initialValues: { palanquees: palanqueeActualsOf(dive, language) },
    validate: schemaValidator(
      recordDiveActuals.body,
      (values: DiveActualsValues) => ({
        Outing_id: outingId,
        Dive_index: dive.Index,
        Palanquees: actualsBodyOf(values.palanquees),
      }),
      actualsFieldOf,
    ),
  });
}
type DiveActualsForm = ReturnType<typeof useDiveActualsForm>;

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
          ? t('divePlan.safetySheet.signedBy', { name: signature.by, time })
          : t('divePlan.safetySheet.signedByOn', { name: signature.by, date, time })}
      </Text>
    );
  }
  if (signature.kind === 'voided')
    return (
      <Text fw={700} c="var(--mantine-color-orange-light-color)" data-testid="dive-signature">
        {t('divePlan.safetySheet.voided')}
      </Text>
    );
  return (
    <Text c="dimmed" data-testid="dive-signature">
      {t('divePlan.safetySheet.unsigned')}
    </Text>
  );
}

/** Who dives in the palanquée, with their role when it is not a plain diver's. */
function PalanqueeMembers({ palanquee }: { palanquee: PalanqueeView }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {palanquee.Members.map((member) =>
        member.Role === 'diver' ? member.Name : `${member.Name} (${t(`divePlan.role.${member.Role}`)})`,
      ).join(' · ')}
    </Text>
  );
}

/** One palanquée's actuals, typed with a thumb. */
function PalanqueeActualsFields({
  palanquee,
  index,
  form,
}: {
  palanquee: PalanqueeView;
  index: number;
  form: DiveActualsForm;
}) {
  const { t } = useTranslation();
  const field = (name: keyof PalanqueeActuals) => `palanquees.${index}.${name}`;
  const clockProps = (name: 'entry' | 'exit') => {
    const props = form.getInputProps(field(name));
    return {
      ...props,
      inputMode: 'numeric' as const,
      autoComplete: 'off',
      maxLength: 5,
      placeholder: t('divePlan.safetySheet.fields.clockHint'),
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        form.setFieldValue(field(name), clockText(event.currentTarget.value)),
      onBlur: () => {
        const values = form.getValues().palanquees[index];
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
      legend={t('divePlan.palanquee', { number: palanquee.Number })}
      variant="filled"
      radius="md"
      data-testid="safety-sheet-palanquee"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <PalanqueeMembers palanquee={palanquee} />
          <Text size="sm" c="dimmed">
            {t('divePlan.safetySheet.planned', {
              depth: palanquee.Planned_depth,
              duration: palanquee.Planned_duration,
            })}
          </Text>
        </Group>
        {palanquee.Problems.length > 0 && (
          <Text
            size="sm"
            c={
              palanquee.Override_reason
                ? 'var(--mantine-color-orange-light-color)'
                : 'var(--mantine-color-red-light-color)'
            }
          >
            {palanquee.Problems.map((problem) => `${problem.Message} (${problem.Article})`).join(' · ')}
            {palanquee.Override_reason
              ? ` — ${t('divePlan.safetySheet.override', { reason: palanquee.Override_reason })}`
              : ''}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <TextInput size={THUMB} label={t('divePlan.safetySheet.fields.entry')} {...clockProps('entry')} />
          <TextInput size={THUMB} label={t('divePlan.safetySheet.fields.exit')} {...clockProps('exit')} />
          <TextInput
            size={THUMB}
            label={t('divePlan.safetySheet.fields.maxDepth')}
            inputMode="decimal"
            autoComplete="off"
            {...form.getInputProps(field('maxDepth'))}
          />
          <TextInput
            size={THUMB}
            label={t('divePlan.safetySheet.fields.duration')}
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps(field('duration'))}
          />
        </SimpleGrid>
        <TextInput
          size={THUMB}
          label={t('divePlan.safetySheet.fields.stops')}
          placeholder={t('divePlan.safetySheet.fields.stopsPlaceholder')}
          {...form.getInputProps(field('stops'))}
        />
      </Stack>
    </Fieldset>
  );
}

export interface DiveSafetySheetCardProps {
  outingId: number;
  dive: DiveView;
  timeZone: string;
  /** Writes of this dive wait on the device. */
  pending: boolean;
  refusals: readonly Refusal[];
  onRecordActuals(palanquees: DiveActuals): QueueRefusal | null;
  onSign(): QueueRefusal | null;
  onDismiss(refusalId: string): void;
}

/**
 * One dive of the safety sheet: its palanquées with what they actually did, typed on the boat, and the dive
 * director's signature, refused here already while a palanquée breaks a rule without an override reason (the
 * server refuses it too, and its words are shown).
 */
export function DiveSafetySheetCard({
  outingId,
  dive,
  timeZone,
  pending,
  refusals,
  onRecordActuals,
  onSign,
  onDismiss,
}: DiveSafetySheetCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [triedToSign, setTriedToSign] = useState(false);
  const [queueRefusal, setQueueRefusal] = useState<QueueRefusal | null>(null);
  const form = useDiveActualsForm(outingId, dive, i18n.language);
  // Figures the server answered (or another write of this device) fill the fields, unless some are being
  // typed.
  const recorded = JSON.stringify(palanqueeActualsOf(dive, i18n.language));
  const { isDirty, setInitialValues, setValues } = form;
  useEffect(() => {
    if (isDirty()) return;
    const palanquees = JSON.parse(recorded) as PalanqueeActuals[];
    setInitialValues({ palanquees });
    setValues({ palanquees });
  }, [recorded, isDirty, setInitialValues, setValues]);
  const blockers = signingBlockers(dive);
  const blocked = blockers.noPalanquee || blockers.palanquees.length > 0;
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
      data-testid="safety-sheet-dive"
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
          <Text c="dimmed">{t('divePlan.safetySheet.noPalanquees')}</Text>
        ) : (
          <form
            onSubmit={form.onSubmit((values) => {
              const refusal = onRecordActuals(
                actualsBodyOf(changedPalanquees(values.palanquees, form.getInitialValues().palanquees)),
              );
              setQueueRefusal(refusal);
              if (refusal === null) form.resetDirty();
            })}
            noValidate
          >
            <Stack gap="sm">
              {dive.Palanquees.map((palanquee, index) => (
                <PalanqueeActualsFields
                  key={palanquee.Number}
                  palanquee={palanquee}
                  index={index}
                  form={form}
                />
              ))}
              <Group gap="sm">
                <Button type="submit" size={THUMB} variant="light" disabled={!form.isDirty()}>
                  {t('divePlan.safetySheet.saveActuals')}
                </Button>
                {!signed && (
                  <Button size={THUMB} onClick={sign}>
                    {t('divePlan.safetySheet.sign')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        )}

        {!signed && dive.Palanquees.length === 0 && (
          <Group>
            <Button size={THUMB} onClick={sign}>
              {t('divePlan.safetySheet.sign')}
            </Button>
          </Group>
        )}
        {triedToSign && blocked && !signed && (
          <Alert
            color="red"
            role="alert"
            title={t('divePlan.safetySheet.cannotSign')}
            data-testid="sign-blockers"
          >
            <List size="sm" spacing={4}>
              {blockers.noPalanquee && <List.Item>{t('divePlan.safetySheet.noPalanqueeToSign')}</List.Item>}
              {blockers.palanquees.map((palanquee) => (
                <List.Item key={palanquee.Number}>
                  {t('divePlan.safetySheet.needsReason', {
                    number: palanquee.Number,
                    problems: palanquee.Problems.map(
                      (problem) => `${problem.Message} (${problem.Article})`,
                    ).join(', '),
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
