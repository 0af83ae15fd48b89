import { buildPath } from '@club/shared/api/contract';
import { PICTURE_NAME_MAX_CHARS, uploadPicture } from '@club/shared/api/pictures';
import type { Spot } from '@club/shared/api/spots';
import { pictureUploadForm } from '@club/shared/forms/media';
import { Button, FileInput, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../lib/club-context.tsx';
import { fileTooBigText, notifyFileTooBig } from '../../../lib/file-too-big.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { unlessUnsaved } from '../../../lib/forms/unsaved-changes.ts';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from '../../../lib/image-file.ts';
import type { QueuedUpload, UploadQueue } from '../../../lib/upload-queue.ts';
import { UploadList } from './upload-list.tsx';

type UploadValues = { files: File[]; Name: string; Spot_id: string | null };

/** The name a picture gets when none is typed: its file name without the extension. */
const baseName = (fileName: string) =>
  fileName.replace(/\.[^.]+$/, '').slice(0, PICTURE_NAME_MAX_CHARS) || fileName;

/**
 * The gallery upload popup (SPEC.md section 5): pictures, a name, and a spot when the club uses spots.
 * Several files go at once through the upload queue; images over 2,000,000 bytes are refused before
 * anything is sent, with the 'file too big' notification.
 */
export function UploadModal({
  opened,
  onClose,
  spots,
  defaultSpotId,
  queue,
  uploads,
}: {
  opened: boolean;
  onClose(): void;
  spots: Spot[];
  defaultSpotId: number;
  queue: UploadQueue<File>;
  uploads: readonly QueuedUpload<File>[];
}) {
  const { t } = useTranslation();
  const club = useClub();
  // Each picture is sent with the typed name, or else its file name.
  const toBody = (values: UploadValues) => ({
    Name: values.Name.trim() || baseName(values.files[0]?.name ?? ''),
    Spot_id: values.Spot_id,
  });
  const form = useSchemaForm<UploadValues>({
    initialValues: { files: [], Name: '', Spot_id: defaultSpotId ? String(defaultSpotId) : null },
    schema: pictureUploadForm(club.Spot),
    toInput: toBody,
  });
  const { files } = form.values;
  // Closing with chosen pictures or a typed name asks first; a confirmed close starts afresh.
  const close = () =>
    void unlessUnsaved(form.isDirty('files') || form.isDirty('Name'), () => {
      form.reset();
      onClose();
    });

  const choose = (chosen: File[]) => {
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = imageFileProblem(file);
      if (problem === null) {
        accepted.push(file);
        continue;
      }
      notifications.show({
        color: 'red',
        title: t('media.errorTitle'),
        message: problem === 'too_big' ? fileTooBigText() : t('media.unsupportedFile'),
      });
    }
    form.setFieldValue('files', accepted);
  };

  const send = form.onSubmit((values) => {
    for (const file of values.files) {
      const query = new URLSearchParams({ Name: values.Name.trim() || baseName(file.name) });
      if (values.Spot_id) query.set('Spot_id', values.Spot_id);
      const { refused } = queue.add([file], `${buildPath(uploadPicture.path, {})}?${query}`);
      if (refused.length > 0) {
        notifyFileTooBig(file.name);
      }
    }
    queue.start();
    // The spot stays for the next pictures; the sent ones and their name go.
    form.setValues({ files: [], Name: '' });
    form.resetDirty();
  });

  return (
    <Modal opened={opened} onClose={close} title={t('media.uploadTitle')} size="lg">
      <Stack gap="md">
        <form onSubmit={send} noValidate>
          <Stack gap="md">
            <FileInput
              label={t('media.pictures')}
              placeholder={t('media.choosePictures')}
              multiple
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              clearable
              {...form.getInputProps('files')}
              onChange={choose}
            />
            <TextInput
              label={t('media.name')}
              description={t('media.nameHint')}
              maxLength={PICTURE_NAME_MAX_CHARS}
              {...form.getInputProps('Name')}
            />
            {club.Spot && (
              <Select
                label={t('media.spot')}
                required
                data={spots.map((spot) => ({ value: String(spot.Id), label: spot.Name }))}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('Spot_id')}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.close')}
              </Button>
              <Button type="submit" disabled={files.length === 0}>
                {t('media.send', { count: files.length })}
              </Button>
            </Group>
          </Stack>
        </form>
        <UploadList uploads={uploads} queue={queue} />
      </Stack>
    </Modal>
  );
}
