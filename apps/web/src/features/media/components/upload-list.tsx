import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QueuedUpload, UploadQueue } from '../../../lib/upload-queue.ts';

/** The files of the upload queue: name, size, state and a progress bar each; removing does not cancel. */
export function UploadList({
  uploads,
  queue,
}: {
  uploads: readonly QueuedUpload<File>[];
  queue: UploadQueue<File>;
}) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('media.uploads')}>
      {uploads.map((upload) => {
        const failed = upload.status === 'failed' || (upload.httpStatus !== null && upload.httpStatus >= 400);
        return (
          <li key={upload.id} data-testid="upload-item">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate="end" style={{ flex: 1 }}>
                {upload.file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {upload.size}
              </Text>
              <Text size="xs" c={failed ? 'red' : 'dimmed'} data-testid="upload-status">
                {failed ? t('media.uploadFailed') : t(`media.status.${upload.status}`)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('media.removeFromList', { name: upload.file.name })}
                onClick={() => queue.remove(upload.id)}
              >
                <span aria-hidden>×</span>
              </ActionIcon>
            </Group>
            <Progress
              value={upload.progress}
              color={failed ? 'red' : upload.status === 'done' ? 'teal' : undefined}
              size="sm"
              animated={upload.status === 'active'}
              aria-label={t('media.progressOf', { name: upload.file.name })}
            />
          </li>
        );
      })}
    </Stack>
  );
}
