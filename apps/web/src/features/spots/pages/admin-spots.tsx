import type { Spot } from '@club/shared/api/spots';
import { pages } from '@club/shared/pages';
import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import { type ComponentType, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClub } from '../../../lib/club-context.tsx';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useDeleteSpot } from '../../../lib/spots/delete-spot.ts';
import { useSpots } from '../../../lib/spots/get-spots-by-club.ts';
import { useSubscriptionSpots } from '../../../lib/spots/get-subscription-spots.ts';

/** The spot edition popup the page opens (the home map's, handed over by the route). */
export type SpotEditorProps = { spot: Spot | null; onClose(): void; onSaved?(spot: Spot): void };

/** Where a spot is: its town, region and country, as known. */
function placeOf(spot: Spot, language: string): string {
  let country: string | undefined;
  if (spot.Country_code) {
    try {
      country = new Intl.DisplayNames([language], { type: 'region' }).of(spot.Country_code);
    } catch {
      country = spot.Country_code;
    }
  }
  return [spot.Town, spot.Region, country].filter((part) => part && part.trim() !== '').join(', ');
}

function SpotRow({ spot, onEdit, onDelete }: { spot: Spot; onEdit(): void; onDelete(): void }) {
  const { t, i18n } = useTranslation();
  const place = placeOf(spot, i18n.language);
  return (
    <Paper withBorder p="sm" data-testid="admin-spot" data-spot-id={spot.Id}>
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Anchor
            component={Link}
            to={pages.homeSpot.to(spot.Id)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {spot.Name}
          </Anchor>
          <Text size="sm" c="dimmed" data-testid="admin-spot-place" style={{ overflowWrap: 'anywhere' }}>
            {place || t('spots.adminList.noPlace')}
          </Text>
        </Stack>
        <Group gap={6} wrap="wrap">
          <Button
            size="xs"
            variant="light"
            onClick={onEdit}
            aria-label={`${t('spots.admin.edit')} ${spot.Name}`}
          >
            {t('spots.admin.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={pages.admin.spotAdmin.to(spot.Id, 'infos')}
            aria-label={`${t('spots.adminList.infos')} ${spot.Name}`}
          >
            {t('spots.adminList.infos')}
          </Button>
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={pages.admin.spotAdmin.to(spot.Id)}
            aria-label={`${t('spots.adminList.layers')} ${spot.Name}`}
          >
            {t('spots.adminList.layers')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={onDelete}
            aria-label={`${t('spots.admin.delete')} ${spot.Name}`}
          >
            {t('spots.admin.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * /admin/spots: the club's spots, each with its place and its actions (edit, infos, layers,
 * delete), and the way to create one; the subscription's notice once the club has its subscription's Max.
 * Every action stays on screen on a phone (the actions wrap under the name).
 */
export function AdminSpotsPage({
  SpotEditor,
  showSubscriptionFullNotice,
}: {
  SpotEditor: ComponentType<SpotEditorProps>;
  showSubscriptionFullNotice(t: TFunction): void;
}) {
  const { t } = useTranslation();
  const club = useClub();
  const spots = useSpots(club.Id);
  const subscription = useSubscriptionSpots(true);
  /** The spot in the popup: null for a new one; undefined when the popup is closed. */
  const [editing, setEditing] = useState<Spot | null | undefined>(undefined);
  const full = subscription.data !== undefined && subscription.data.Count >= subscription.data.Max;

  const remove = useDeleteSpot({
    onSuccess: () => flashSuccess(t('spots.adminList.deleted')),
    onError: () => showErrorDialog(t),
  });

  const confirmDelete = (spot: Spot) =>
    modals.openConfirmModal({
      title: t('spots.admin.deleteTitle'),
      children: <Text size="sm">{t('spots.admin.deleteConfirm', { name: spot.Name })}</Text>,
      labels: { confirm: t('spots.admin.delete'), cancel: t('spots.common.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => remove.mutate(spot.Id),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Title order={2}>{t('spots.adminList.title')}</Title>
        <Group gap="sm" wrap="wrap">
          {subscription.data && (
            <Text size="sm" c="dimmed" data-testid="subscription-spots">
              {t('spots.adminList.subscriptionSpots', {
                count: subscription.data.Count,
                max: subscription.data.Max,
              })}
            </Text>
          )}
          <Button
            onClick={() => (full ? showSubscriptionFullNotice(t) : setEditing(null))}
            data-subscription-spots={
              subscription.data ? `${subscription.data.Count}/${subscription.data.Max}` : undefined
            }
          >
            {t('spots.admin.add')}
          </Button>
        </Group>
      </Group>
      {spots.isPending && (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      )}
      {spots.data?.length === 0 && <Text c="dimmed">{t('spots.map.noSpots')}</Text>}
      <Stack gap="xs">
        {spots.data?.map((spot) => (
          <SpotRow
            key={spot.Id}
            spot={spot}
            onEdit={() => setEditing(spot)}
            onDelete={() => confirmDelete(spot)}
          />
        ))}
      </Stack>
      {editing !== undefined && (
        <Suspense fallback={null}>
          <SpotEditor spot={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </Stack>
  );
}
