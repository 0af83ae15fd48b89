import { buildPath } from '@club/shared/api/contract';
import { PICTURE_NAME_MAX_CHARS, uploadPicture } from '@club/shared/api/pictures';
import type { Spot } from '@club/shared/api/spots';
import { Button, FileInput, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../lib/club-context.tsx';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from '../../../lib/image-file.ts';
import type { QueuedUpload, UploadQueue } from '../../../lib/upload-queue.ts';
import { UploadList } from './upload-list.tsx';

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
  const [files, setFiles] = useState<File[]>([]);
  const [name, setName] = useState('');
  const [spotId, setSpotId] = useState<string | null>(defaultSpotId ? String(defaultSpotId) : null);
  const [spotError, setSpotError] = useState(false);

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
        message: problem === 'too_big' ? t('media.fileTooBig') : t('media.unsupportedFile'),
      });
    }
    setFiles(accepted);
  };

  const send = () => {
    if (club.Spot && !spotId) {
      setSpotError(true);
      return;
    }
    for (const file of files) {
      const query = new URLSearchParams({ Name: name.trim() || baseName(file.name) });
      if (spotId) query.set('Spot_id', spotId);
      const { refused } = queue.add([file], `${buildPath(uploadPicture.path, {})}?${query}`);
      if (refused.length > 0) {
        notifications.show({ color: 'red', title: t('media.errorTitle'), message: t('media.fileTooBig') });
      }
    }
    queue.start();
    setFiles([]);
    setName('');
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('media.uploadTitle')} size="lg">
      <Stack gap="md">
        <FileInput
          label={t('media.pictures')}
          placeholder={t('media.choosePictures')}
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          value={files}
          onChange={choose}
          clearable
        />
        <TextInput
          label={t('media.name')}
          description={t('media.nameHint')}
          maxLength={PICTURE_NAME_MAX_CHARS}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {club.Spot && (
          <Select
            label={t('media.spot')}
            required
            data={spots.map((spot) => ({ value: String(spot.Id), label: spot.Name }))}
            value={spotId}
            onChange={(value) => {
              setSpotId(value);
              setSpotError(false);
            }}
            error={spotError ? t('media.spotRequired') : undefined}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={send} disabled={files.length === 0}>
            {t('media.send', { count: files.length })}
          </Button>
        </Group>
        <UploadList uploads={uploads} queue={queue} />
      </Stack>
    </Modal>
  );
}
