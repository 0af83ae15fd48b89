import { lazy } from 'react';
import { showSubscriptionFullNotice } from '../../features/home/components/subscription-full-notice.ts';
import { AdminSpotsPage } from '../../features/spots/pages/admin-spots.tsx';

/** The home map's spot popup (placement map, cropper), loaded when the admin list opens it. */
const SpotEditModal = lazy(() =>
  import('../../features/home/components/spot-edit-modal.tsx').then((module) => ({
    default: module.SpotEditModal,
  })),
);

/**
 * /admin/spots: the admin list of the spots feature with the spot popup and subscription notice of the home
 * feature (features do not import each other; they meet here, in a module of its own so that the
 * route table stays light).
 */
export default function AdminSpotsRoute() {
  return (
    <AdminSpotsPage SpotEditor={SpotEditModal} showSubscriptionFullNotice={showSubscriptionFullNotice} />
  );
}
