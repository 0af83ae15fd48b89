import type { MediaItem, MediaOrder } from '@club/shared/api/media-item';
import { Button, Group, SimpleGrid, type SimpleGridProps, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InfiniteSentinel } from '../../../components/infinite-sentinel.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { useConnectionModal } from '../../../lib/connection-modal-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { type MediaCalls, useMediaList, useSpots } from '../api/media-queries.ts';
import { MediaFilters } from './media-filters.tsx';
import { useMediaRoute } from './use-media-route.ts';

/** What a media page reads: its filter from its address, the club's spots, and the kind's list. */
export function useMediaPage<Calls extends MediaCalls>(calls: Calls, base: string, order?: MediaOrder) {
  const club = useClub();
  const { filter, setFilter } = useMediaRoute(base);
  const spots = useSpots(club.Id);
  const list = useMediaList(calls, club.Id, { ...filter, order });
  const items = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  return { filter, setFilter, spots: spots.data ?? [], list, items };
}

type MediaPage<Item extends MediaItem> = Omit<ReturnType<typeof useMediaPage>, 'items'> & { items: Item[] };

/**
 * A media page (the gallery, the video list) and its admin twin, which deletes any item: its title and
 * its add button (a visitor is offered the connection popup), the spot and member filters, the items
 * page by page, or what will appear there. `children` are the page's popups.
 */
export function MediaListView<Item extends MediaItem>({
  admin,
  title,
  addLabel,
  onAdd,
  page,
  filters,
  notice,
  empty,
  cols,
  renderItem,
  children,
}: {
  admin: boolean;
  title: string;
  addLabel: string;
  onAdd(): void;
  page: MediaPage<Item>;
  /** Filters of the kind's own (the videos' order). */
  filters?: ReactNode;
  /** Above the list: the uploads under way. */
  notice?: ReactNode;
  empty: { testId: string; text: string; manage: { to: string; label: string } };
  cols: SimpleGridProps['cols'];
  renderItem(
    item: Item,
    index: number,
    card: { onMember(memberId: number): void; canDelete: boolean },
  ): ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const club = useClub();
  const { user } = useSession();
  const connection = useConnectionModal();
  const { filter, setFilter, list, items } = page;
  const memberName = items.find((item) => item.User_id === filter.memberId)?.Author_name ?? null;
  const onMember = (memberId: number) => setFilter({ ...filter, memberId });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={admin ? 2 : 1}>{title}</Title>
        <Button onClick={() => (user ? onAdd() : connection.open())}>{addLabel}</Button>
      </Group>
      <MediaFilters
        filter={filter}
        spots={page.spots}
        showSpots={club.Spot}
        memberName={memberName}
        onChange={setFilter}
      >
        {filters}
      </MediaFilters>
      {notice}
      {list.isError && <Text c="red">{t('media.loadError')}</Text>}
      {list.isSuccess && items.length === 0 && (
        <EmptyState testId={empty.testId} manage={admin ? undefined : empty.manage}>
          {empty.text}
        </EmptyState>
      )}
      <SimpleGrid cols={cols} spacing="sm">
        {items.map((item, index) => (
          <Fragment key={item.Id}>
            {renderItem(item, index, {
              onMember,
              canDelete: item.Can_delete && (admin || item.User_id === user?.Id),
            })}
          </Fragment>
        ))}
      </SimpleGrid>
      <InfiniteSentinel list={list} />
      {children}
    </Stack>
  );
}
