import { errorCodes } from '@club/shared/api/errors';
import { updateLive } from '@club/shared/api/live';
import type { Spot } from '@club/shared/api/spots';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useFinishLive, useStartLive, useUpdateLive } from '../api/live.ts';

type LiveValues = { Url: string };

/**
 * Live controls: start, set the video (the short-link prefix is stripped by the server), finish; each
 * confirms with a flash. `onDirtyChange` tells the page whether a typed address is unsaved.
 */
export function LivePanel({ spot, onDirtyChange }: { spot: Spot; onDirtyChange?(dirty: boolean): void }) {
  const { t } = useTranslation();
  const form = useSchemaForm<LiveValues>({
    initialValues: { Url: spot.Live_url ?? '' },
    schema: updateLive.body,
    toInput: (values) => ({ Spot_id: spot.Id, Url: values.Url }),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const saved = (message: string) => (updated: Spot) => {
    const values = { Url: updated.Live_url ?? '' };
    form.setInitialValues(values);
    form.setValues(values);
    flashSuccess(message);
  };
  const onError = () => showErrorDialog(t);
  const start = useStartLive(spot.Id, { onSuccess: saved(t('spots.spotAdmin.liveStarted')), onError });
  const update = useUpdateLive(spot.Id, {
    onSuccess: saved(t('spots.spotAdmin.liveSaved')),
    onError: (error) => {
      const fields = showServerErrors(form, error, {
        codes: { [errorCodes.invalidInput]: { field: 'Url', message: t('spots.spotAdmin.liveBadUrl') } },
      });
      if (Object.keys(fields).length === 0) showErrorDialog(t);
    },
  });
  const finish = useFinishLive(spot.Id, { onSuccess: saved(t('spots.spotAdmin.liveFinished')), onError });

  return (
    <Stack gap="md">
      <Alert color={spot.Live ? 'red' : 'gray'} data-testid="live-status">
        {spot.Live ? t('spots.spotAdmin.liveStatusOn') : t('spots.spotAdmin.liveStatusOff')}
      </Alert>
      {!spot.Live ? (
        <Group>
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            {t('spots.spotAdmin.liveStart')}
          </Button>
        </Group>
      ) : (
        <form onSubmit={form.onSubmit((values) => update.mutate(values))} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('spots.spotAdmin.liveUrl')}
              placeholder="https://youtu.be/…"
              required
              {...form.getInputProps('Url')}
            />
            <Group>
              <Button type="submit" loading={update.isPending}>
                {t('spots.spotAdmin.liveUpdate')}
              </Button>
              <Button color="red" variant="light" onClick={() => finish.mutate()} loading={finish.isPending}>
                {t('spots.spotAdmin.liveFinish')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
