import { type DiveWishes, setDiveWishes } from '@club/shared/api/dive-plans';
import { errorCodes } from '@club/shared/api/errors';
import type { Participants } from '@club/shared/api/outings';
import { aptitudeLabel } from '@club/shared/domain/aptitudes';
import {
  DIVE_GASES,
  DIVE_INTENTS,
  type DiveGas,
  type DiveIntent,
  TANK_LITRES,
} from '@club/shared/domain/dive-plan';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { flashSuccess } from '../../../lib/flash.ts';
import { schemaValidator } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useDivePlan } from '../api/get-dive-plan.ts';
import { useSetDiveWishes } from '../api/set-dive-wishes.ts';

/** The levels one trains toward on an outing (annex III-16a): guided or autonomous, by depth. */
const TRAINING_TOWARD = ['PE12', 'PE20', 'PE40', 'PE60', 'PA12', 'PA20', 'PA40', 'PA60'] as const;

/** The form's fields: a select's value is text, '' for none. */
interface WishesValues {
  intent: DiveIntent;
  trainingToward: string;
  gas: DiveGas;
  buddyId: string;
  tankLitres: string;
}

function valuesOf(wishes: DiveWishes | null): WishesValues {
  return {
    intent: wishes?.Intent ?? 'explore',
    trainingToward: wishes?.Training_toward ?? '',
    gas: wishes?.Gas ?? 'air',
    buddyId: wishes?.Buddy_id === null || wishes?.Buddy_id === undefined ? '' : String(wishes.Buddy_id),
    tankLitres:
      wishes?.Tank_litres === null || wishes?.Tank_litres === undefined ? '' : String(wishes.Tank_litres),
  };
}

const bodyOf = (outingId: number, values: WishesValues) => ({
  Outing_id: outingId,
  Intent: values.intent,
  Training_toward: values.intent === 'train' ? values.trainingToward : null,
  Gas: values.gas,
  Buddy_id: values.buddyId,
  Tank_litres: values.tankLitres,
});

const FIELD_OF: Record<string, keyof WishesValues> = {
  Intent: 'intent',
  Training_toward: 'trainingToward',
  Gas: 'gas',
  Buddy_id: 'buddyId',
  Tank_litres: 'tankLitres',
};

/**
 * "Ma plongée", in the sign-up panel of a diving outing once the member is signed up: what they want to
 * do (explore, train toward a level, a baptism), their gas, a buddy among those going and a tank size,
 * which the dive director's proposal of palanquées follows where the rules allow.
 */
export function DiveWishesForm({
  outingId,
  userId,
  participants,
}: {
  outingId: number;
  userId: number;
  participants: Participants | undefined;
}) {
  const divePlan = useDivePlan(outingId);
  if (!divePlan.data) return null;
  return (
    <WishesForm
      key={JSON.stringify(divePlan.data.My_wishes)}
      outingId={outingId}
      userId={userId}
      wishes={divePlan.data.My_wishes}
      participants={participants}
    />
  );
}

function WishesForm({
  outingId,
  userId,
  wishes,
  participants,
}: {
  outingId: number;
  userId: number;
  wishes: DiveWishes | null;
  participants: Participants | undefined;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSetDiveWishes();
  const form = useForm<WishesValues>({
    initialValues: valuesOf(wishes),
    validate: (values) => {
      const errors = schemaValidator(
        setDiveWishes.body,
        (typed: WishesValues) => bodyOf(outingId, typed),
        (path) => FIELD_OF[path],
      )(values);
      if (values.intent === 'train' && values.trainingToward === '')
        errors.trainingToward = t('divePlan.wishes.chooseLevel');
      return errors;
    },
  });
  const training = form.getValues().intent === 'train';
  const buddies = (participants?.Confirmed ?? []).filter((participant) => participant.User_id !== userId);

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-testid="dive-wishes">
      <Title order={3} size="h5" id={titleId}>
        {t('divePlan.wishes.title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('divePlan.wishes.hint')}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(bodyOf(outingId, values), {
            onSuccess: () => {
              form.resetDirty();
              flashSuccess(t('divePlan.wishes.saved'));
            },
            onError: (error) => showServerErrors(form, error, { fieldOf: (path) => FIELD_OF[path] }),
          }),
        )}
      >
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <NativeSelect
              style={{ gridColumn: '1 / -1' }}
              label={t('divePlan.wishes.intent')}
              data={DIVE_INTENTS.map((intent) => ({
                value: intent,
                label: t(`divePlan.wishes.intents.${intent}`),
              }))}
              {...form.getInputProps('intent')}
            />
            {training && (
              <NativeSelect
                // Long choices ("PA-40 — autonome jusqu'à 40 m"): the whole row, as the question above.
                style={{ gridColumn: '1 / -1' }}
                label={t('divePlan.wishes.trainingToward')}
                data={[
                  { value: '', label: t('divePlan.wishes.chooseLevel') },
                  ...TRAINING_TOWARD.map((aptitude) => ({
                    value: aptitude,
                    label: `${aptitudeLabel(aptitude)} — ${t(`aptitudes.names.${aptitude}`)}`,
                  })),
                ]}
                {...form.getInputProps('trainingToward')}
              />
            )}
            <NativeSelect
              label={t('divePlan.wishes.gas')}
              data={DIVE_GASES.map((gas) => ({ value: gas, label: t(`divePlan.gas.${gas}`) }))}
              {...form.getInputProps('gas')}
            />
            <NativeSelect
              label={t('divePlan.wishes.buddy')}
              data={[
                { value: '', label: t('divePlan.wishes.noBuddy') },
                ...buddies.map((buddy) => ({ value: String(buddy.User_id), label: buddy.Firstname })),
              ]}
              {...form.getInputProps('buddyId')}
            />
            <NativeSelect
              label={t('divePlan.wishes.tank')}
              data={[
                { value: '', label: t('divePlan.wishes.noTank') },
                ...TANK_LITRES.map((litres) => ({
                  value: String(litres),
                  label: t('divePlan.wishes.litres', { litres }),
                })),
              ]}
              {...form.getInputProps('tankLitres')}
            />
          </SimpleGrid>
          <Group>
            <Button
              type="submit"
              size="sm"
              variant="light"
              loading={save.isPending}
              disabled={!form.isDirty() && wishes !== null}
            >
              {t('divePlan.wishes.save')}
            </Button>
          </Group>
          {save.isError && !isApiError(save.error, errorCodes.invalidInput) && (
            <Alert color="red" role="alert">
              {isApiError(save.error, errorCodes.notAParticipant)
                ? t('divePlan.wishes.notSignedUp')
                : t('divePlan.wishes.failed')}
            </Alert>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
