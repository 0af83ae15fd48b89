import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { releaseModalEvents } from '../lib/modal-events-buffer.ts';

/**
 * Where `notifications.show` and `modals.open*` render. Both answer to events of their store, so they
 * need not wrap the app: app.tsx loads them beside the first page instead of before it (the home
 * route's JavaScript budget, bench/web-budget.ts). Notices shown before wait in the notifications
 * store; popups asked for before are sent again once the provider listens.
 */
export default function OverlayHosts() {
  // Effects run children first: the provider already listens when this one runs.
  useEffect(() => releaseModalEvents(), []);
  return (
    <>
      <Notifications position="top-center" />
      <ModalsProvider />
    </>
  );
}
