import '../../../lib/styles/admin-components.ts';
import type { Outing } from '@club/shared/api/outings';
import { pages } from '@club/shared/pages';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfiniteSentinel } from '../../../components/infinite-sentinel.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useDeleteOuting } from '../api/delete-outing.ts';
import { useOutingsList } from '../api/get-outings.ts';
import { KindBadge } from '../components/outing-badges.tsx';
import { capitalized, useOutingDates } from '../components/outing-dates.ts';

function OutingRow({ outing, onDelete }: { outing: Outing; onDelete(): void }) {
  const { t, i18n } = useTranslation();
  const { formatRange } = useOutingDates(i18n.language);
  const confirmed = outing.Seats - outing.Seats_left;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="admin-outing-row">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs">
            <KindBadge kind={outing.Kind} />
            <Text size="sm" c="dimmed">
              {capitalized(formatRange(outing.Start, outing.End), i18n.language)}
            </Text>
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {outing.Title}
          </Text>
          <Text size="sm" c="dimmed">
            {t('outings.admin.seatsTaken', { taken: confirmed, seats: outing.Seats })}
            {outing.Waiting_count > 0 && ` · ${t('outings.detail.waiting', { count: outing.Waiting_count })}`}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={pages.admin.outingEdit.to(outing.Id)}
            size="xs"
            variant="light"
            aria-label={t('outings.admin.editOne', { title: outing.Title })}
          >
            {t('outings.admin.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t('outings.admin.deleteOne', { title: outing.Title })}
          >
            {t('outings.admin.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** /admin/sorties: the club's outings, upcoming or past, to edit or delete, and the way to a new one. */
export default function AdminOutingsListPage() {
  const { t } = useTranslation();
  const club = useClub();
  const [past, setPast] = useState(false);
  const list = useOutingsList(club.Id, past);
  const remove = useDeleteOuting();
  const items = list.data?.pages.flat() ?? [];

  const askDelete = (outing: Outing) =>
    modals.openConfirmModal({
      title: t('outings.admin.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('outings.admin.deleteConfirm', { title: outing.Title })}</Text>,
      labels: { confirm: t('outings.admin.delete'), cancel: t('outings.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(outing.Id, {
          onSuccess: () => flashSuccess(t('outings.admin.deleted')),
          onError: () => showErrorDialog(t),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2}>{t('outings.admin.listTitle')}</Title>
        <Button component={Link} to={pages.admin.outingCreation.to()}>
          {t('outings.admin.create')}
        </Button>
      </Group>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={past ? 'past' : 'upcoming'}
          onChange={(value) => setPast(value === 'past')}
          data={[
            { value: 'upcoming', label: t('outings.admin.upcoming') },
            { value: 'past', label: t('outings.admin.past') },
          ]}
        />
        <Anchor component={Link} to={pages.outings.to()} size="sm">
          {t('outings.admin.publicPage')}
        </Anchor>
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loading />
        </Center>
      ) : list.isError && items.length === 0 ? (
        <Alert color="red" role="alert">
          {t('outings.loadError')}
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed">{past ? t('outings.nonePast') : t('outings.none')}</Text>
      ) : (
        <>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((outing) => (
              <OutingRow key={outing.Id} outing={outing} onDelete={() => askDelete(outing)} />
            ))}
          </Stack>
          <InfiniteSentinel list={list} />
        </>
      )}
    </Stack>
  );
}
