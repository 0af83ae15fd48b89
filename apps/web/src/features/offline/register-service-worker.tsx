import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { Workbox } from 'workbox-window';
import { keepForOffline } from './keep-for-offline.ts';

/** How often an open page asks whether a new version of the site is out (the browser also does on each visit). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registered = false;

/**
 * Registers the club site's service worker (dist/sw.js, src/sw/sw.ts) once per page. A new version
 * installs in the background and waits: the page offers to reload into it, and only then does it take
 * over (a page never runs on two versions at once). Once a worker is active, it is asked to keep what
 * the public pages start from (`startUpReads`, in the page's `language`), and this page when it came
 * from the server without it.
 */
export function registerServiceWorker(
  t: TFunction,
  offline: { language: string; startUpReads: readonly string[] },
): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  // Read before registering: on a first visit the worker claims the page once it is active.
  const answeredByWorker = navigator.serviceWorker.controller !== null;
  const worker = new Workbox('/sw.js');
  worker.addEventListener('waiting', () => {
    const reload = () => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    };
    notifications.show({
      id: 'new-version',
      autoClose: false,
      withBorder: true,
      message: (
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm">{t('offline.newVersion')}</Text>
          <Button size="xs" onClick={reload} style={{ flexShrink: 0 }}>
            {t('offline.reload')}
          </Button>
        </Group>
      ),
    });
  });
  worker.register().then(
    () => {
      keepForOffline({ language: offline.language, reads: offline.startUpReads, answeredByWorker });
      setInterval(() => void worker.update(), UPDATE_CHECK_MS);
    },
    (error: unknown) => console.warn('service worker not registered', error),
  );
}
