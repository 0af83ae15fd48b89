import type { MediaItem } from '@club/shared/api/media-item';
import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type MediaCalls, useDeleteMedia } from '../api/media-queries.ts';
import { DeleteMediaButton } from './delete-media-button.tsx';
import { MediaCredit } from './media-credit.tsx';

/**
 * One media item of a list: what opens it (a picture's thumbnail, a video's still), its name, where and
 * by whom, its views and likes, and its deletion for whoever may delete it. Dense: a picture's tile of
 * a grid of four.
 */
export function MediaCard({
  calls,
  item,
  testId,
  countsTestId,
  dense = false,
  opener,
  badge,
  onMember,
  canDelete,
}: {
  calls: MediaCalls;
  item: MediaItem;
  testId: string;
  countsTestId?: string;
  dense?: boolean;
  opener: ReactNode;
  badge?: ReactNode;
  onMember(memberId: number): void;
  canDelete: boolean;
}) {
  const { t } = useTranslation();
  const remove = useDeleteMedia(calls);
  return (
    <Card padding={dense ? 'xs' : 'sm'} radius="md" withBorder data-testid={testId}>
      <Card.Section>{opener}</Card.Section>
      <Stack gap={dense ? 2 : 4} mt="xs">
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" truncate="end" style={{ flex: 1 }}>
            {item.Name}
          </Text>
          {badge}
        </Group>
        <MediaCredit media={item} onMember={onMember} />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" data-testid={countsTestId}>
            {t('media.views', { count: item.Nb_views })} · ♥ {item.Nb_likes}
          </Text>
          {canDelete && <DeleteMediaButton name={item.Name} onDelete={() => remove.mutateAsync(item.Id)} />}
        </Group>
      </Stack>
    </Card>
  );
}
