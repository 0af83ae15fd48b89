import { errorCodes } from '@club/shared/api/errors';
import { createLive, finishLive, type Spot, updateLive } from '@club/shared/api/spots';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import { showErrorDialog } from '../../../lib/flash.ts';
import { spotKeys } from '../../../lib/spots/queries.ts';

/** Live controls: start, set the video (the short-link prefix is stripped by the server), finish. */
export function LivePanel({ spot }: { spot: Spot }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(spot.Live_url ?? '');
  const onSuccess = async (updated: Spot) => {
    queryClient.setQueryData(spotKeys.one(spot.Id), updated);
    setUrl(updated.Live_url ?? '');
    await queryClient.invalidateQueries({ queryKey: spotKeys.all });
  };
  const onError = (error: Error) => {
    if (isApiError(error, errorCodes.invalidInput))
      notifications.show({ message: t('spots.sheetPage.liveBadUrl'), color: 'red' });
    else showErrorDialog(t);
  };
  const start = useMutation({
    mutationFn: () => callApi(createLive, { params: { id: spot.Id } }),
    onSuccess,
    onError,
  });
  const update = useMutation({
    mutationFn: () => callApi(updateLive, { body: { Spot_id: spot.Id, Url: url } }),
    onSuccess,
    onError,
  });
  const finish = useMutation({
    mutationFn: () => callApi(finishLive, { params: { id: spot.Id } }),
    onSuccess,
    onError,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate();
  }

  return (
    <Stack gap="md">
      <Alert color={spot.Live ? 'red' : 'gray'} data-testid="live-status">
        {spot.Live ? t('spots.sheetPage.liveStatusOn') : t('spots.sheetPage.liveStatusOff')}
      </Alert>
      {!spot.Live ? (
        <Group>
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            {t('spots.sheetPage.liveStart')}
          </Button>
        </Group>
      ) : (
        <form onSubmit={submit}>
          <Stack gap="sm">
            <TextInput
              label={t('spots.sheetPage.liveUrl')}
              placeholder="https://youtu.be/…"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              required
            />
            <Group>
              <Button type="submit" loading={update.isPending}>
                {t('spots.sheetPage.liveUpdate')}
              </Button>
              <Button color="red" variant="light" onClick={() => finish.mutate()} loading={finish.isPending}>
                {t('spots.sheetPage.liveFinish')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
