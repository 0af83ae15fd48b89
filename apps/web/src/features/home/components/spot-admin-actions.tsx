import type { Spot } from '@club/shared/api/spots';
import { pages } from '@club/shared/pages';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useDeleteSpot } from '../../../lib/spots/delete-spot.ts';
import { useSubscriptionSpots } from '../../../lib/spots/get-subscription-spots.ts';
import { showSubscriptionFullNotice } from './subscription-full-notice.ts';

/** The spot popup (its placement map, cropper and form) loads when a manager opens it. */
const SpotEditModal = lazy(() =>
  import('./spot-edit-modal.tsx').then((module) => ({ default: module.SpotEditModal })),
);

/** The manager's actions on a spot of the spot panel: edit, administration page, new layer, delete. */
export function SpotAdminActions({ spot }: { spot: Spot }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteSpot({
    onSuccess: () => navigate(pages.home.to()),
    onError: () => showErrorDialog(t),
  });

  return (
    <Group gap="xs">
      <Button variant="light" onClick={() => setEditing(true)}>
        {t('spots.admin.edit')}
      </Button>
      <Button variant="light" component={Link} to={pages.admin.spotAdmin.to(spot.Id)}>
        {t('spots.admin.spotAdmin')}
      </Button>
      <Button variant="light" component={Link} to={pages.admin.layerCreation.to(spot.Id)}>
        {t('spots.admin.newLayer')}
      </Button>
      <Button
        variant="light"
        color="red"
        onClick={() =>
          modals.openConfirmModal({
            title: t('spots.admin.deleteTitle'),
            children: <Text size="sm">{t('spots.admin.deleteConfirm', { name: spot.Name })}</Text>,
            labels: { confirm: t('spots.admin.delete'), cancel: t('spots.common.cancel') },
            confirmProps: { color: 'red' },
            onConfirm: () => remove.mutate(spot.Id),
          })
        }
      >
        {t('spots.admin.delete')}
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <SpotEditModal spot={spot} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Group>
  );
}

/**
 * "Add a spot" for managers: the popup, or the subscription's notice once the club has its subscription's
 * Max.
 */
export function AddSpotButton() {
  const { t } = useTranslation();
  const subscription = useSubscriptionSpots(true);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const full = subscription.data !== undefined && subscription.data.Count >= subscription.data.Max;
  return (
    <>
      <Button
        size="xs"
        variant="filled"
        onClick={() => (full ? showSubscriptionFullNotice(t) : setCreating(true))}
        data-subscription-spots={
          subscription.data ? `${subscription.data.Count}/${subscription.data.Max}` : undefined
        }
      >
        {t('spots.admin.add')}
      </Button>
      {creating && (
        <Suspense fallback={null}>
          <SpotEditModal
            spot={null}
            onClose={() => setCreating(false)}
            onSaved={(saved) => navigate(pages.homeSpot.to(saved.Id))}
          />
        </Suspense>
      )}
    </>
  );
}
