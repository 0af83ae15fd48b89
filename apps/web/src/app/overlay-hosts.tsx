import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * Where `notifications.show` and `modals.open*` render. Both answer to events of their store, so they
 * need not wrap the app: app.tsx loads them beside the first page instead of before it (the home
 * route's JavaScript budget, bench/web-budget.ts).
 */
export default function OverlayHosts() {
  return (
    <>
      <Notifications position="top-center" />
      <ModalsProvider />
    </>
  );
}
