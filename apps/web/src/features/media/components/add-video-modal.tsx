import type { Spot } from '@club/shared/api/spots';
import { createVideo, VIDEO_NAME_MAX_CHARS } from '@club/shared/api/videos';
import { addVideoForm } from '@club/shared/forms/media';
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../lib/club-context.tsx';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { unlessUnsaved } from '../../../lib/forms/unsaved-changes.ts';
import { useCreateVideo } from '../api/media-queries.ts';

type VideoValues = { Name: string; Url: string; Spot_id: string | null; Is_vr: boolean };

/** The video add popup (SPEC.md section 5): name, a YouTube or Vimeo address, a spot when the club uses spots. */
export function AddVideoModal({
  opened,
  onClose,
  spots,
  defaultSpotId,
}: {
  opened: boolean;
  onClose(): void;
  spots: Spot[];
  defaultSpotId: number;
}) {
  const { t } = useTranslation();
  const club = useClub();
  const create = useCreateVideo();
  const form = useSchemaForm<VideoValues>({
    initialValues: { Name: '', Url: '', Spot_id: defaultSpotId ? String(defaultSpotId) : null, Is_vr: false },
    schema: addVideoForm(club.Spot),
  });
  // Closing with a typed name or address asks first; a confirmed close starts the next one afresh.
  const close = () =>
    void unlessUnsaved(form.isDirty('Name') || form.isDirty('Url'), () => {
      form.reset();
      onClose();
    });

  const submit = form.onSubmit((values) => {
    const body = createVideo.body.parse(values);
    create.mutate(
      { ...body, Spot_id: body.Spot_id ?? null },
      {
        onSuccess: () => {
          flashSuccess(t('media.videoAdded'));
          form.reset();
          onClose();
        },
        onError: (error) => {
          if (Object.keys(showServerErrors(form, error)).length === 0) showErrorDialog(t);
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('media.addVideoTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('media.name')}
            required
            maxLength={VIDEO_NAME_MAX_CHARS}
            {...form.getInputProps('Name')}
          />
          <TextInput
            label={t('media.videoUrl')}
            description={t('media.videoUrlHint')}
            required
            type="url"
            {...form.getInputProps('Url')}
          />
          {club.Spot && (
            <Select
              label={t('media.spot')}
              required
              data={spots.map((spot) => ({ value: String(spot.Id), label: spot.Name }))}
              {...form.getInputProps('Spot_id')}
            />
          )}
          <Checkbox label={t('media.isVr')} {...form.getInputProps('Is_vr', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('media.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('media.addVideo')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
