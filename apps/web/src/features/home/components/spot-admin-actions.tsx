import type { Spot } from '@club/shared/api/spots';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useDeleteSpot } from '../../../lib/spots/delete-spot.ts';
import { useSpotQuota } from '../../../lib/spots/get-spot-quota.ts';
import { showQuotaNotice } from './spot-quota-notice.ts';

/** The spot popup (its placement map, cropper and form) loads when a manager opens it. */
const SpotEditModal = lazy(() =>
  import('./spot-edit-modal.tsx').then((module) => ({ default: module.SpotEditModal })),
);

/** The manager's actions on a spot of the sheet: edit, administration page, new layer, delete. */
export function SpotAdminActions({ spot }: { spot: Spot }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteSpot({
    onSuccess: () => navigate(paths.home.to()),
    onError: () => showErrorDialog(t),
  });

  return (
    <Group gap="xs">
      <Button variant="light" onClick={() => setEditing(true)}>
        {t('spots.admin.edit')}
      </Button>
      <Button variant="light" component={Link} to={paths.admin.spotSheet.to(spot.Id)}>
        {t('spots.admin.sheet')}
      </Button>
      <Button variant="light" component={Link} to={paths.admin.layerCreation.to(spot.Id)}>
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

/** "Add a spot" for managers: the popup, or the quota notice once the club has its subscription's Max. */
export function AddSpotButton() {
  const { t } = useTranslation();
  const quota = useSpotQuota(true);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const full = quota.data !== undefined && quota.data.Count >= quota.data.Max;
  return (
    <>
      <Button
        size="xs"
        variant="filled"
        onClick={() => (full ? showQuotaNotice(t) : setCreating(true))}
        data-quota={quota.data ? `${quota.data.Count}/${quota.data.Max}` : undefined}
      >
        {t('spots.admin.add')}
      </Button>
      {creating && (
        <Suspense fallback={null}>
          <SpotEditModal
            spot={null}
            onClose={() => setCreating(false)}
            onSaved={(saved) => navigate(paths.homeSpot.to(saved.Id))}
          />
        </Suspense>
      )}
    </>
  );
}
