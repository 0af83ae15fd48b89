import { notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentAlias } from '../../lib/club-alias.ts';
import { useClub } from '../../lib/club-context.tsx';
import { storedLanguage } from '../../lib/language.ts';
import { OFFLINE_WRITE_REFUSED_EVENT } from '../../sw/offline-copy.ts';
import { startUpReads } from './keep-for-offline.ts';
import classes from './offline-notice.module.css';
import { useOfflineCopy } from './offline-state.ts';
import { registerServiceWorker } from './register-service-worker.tsx';

/** How long after the page has loaded the service worker is registered. */
const REGISTER_AFTER_LOAD_MS = 3_000;

/** How long the refusal of a write stays on screen. */
const REFUSAL_MS = 6_000;

/**
 * Under the header: the offline notice, with the date of the data shown. Around it, once per page:
 * the service worker's registration with its "new version" prompt, and the notice of a write the
 * API client refused offline.
 */
export default function OfflinePanel() {
  const { t, i18n } = useTranslation();
  const { offline, since } = useOfflineCopy();
  const club = useClub();

  useEffect(() => {
    const onRefused = () =>
      notifications.show({
        id: 'offline-write-refused',
        color: 'orange',
        withBorder: true,
        autoClose: REFUSAL_MS,
        message: t('offline.writeRefused'),
      });
    window.addEventListener(OFFLINE_WRITE_REFUSED_EVENT, onRefused);
    return () => window.removeEventListener(OFFLINE_WRITE_REFUSED_EVENT, onRefused);
  }, [t]);

  useEffect(() => {
    // Vite's dev server serves no worker: registering there would keep a stale build's.
    if (import.meta.env.DEV) return;
    // A first install downloads the whole app (about 2 MB): it waits until the page has settled, so a
    // phone on 4G gets the page and its map first, the offline copy after.
    const register = () =>
      registerServiceWorker(t, {
        language: storedLanguage(),
        startUpReads: startUpReads(currentAlias(), club.Id),
      });
    const timer = setTimeout(register, REGISTER_AFTER_LOAD_MS);
    return () => clearTimeout(timer);
  }, [t, club.Id]);

  const date = useMemo(
    () =>
      since === null
        ? null
        : new Intl.DateTimeFormat(i18n.language, {
            day: 'numeric',
            month: 'long',
            hour: '2-digit',
            minute: '2-digit',
          }).format(new Date(since)),
    [since, i18n.language],
  );

  if (!offline) return null;
  return (
    <div className={classes.notice} role="status" data-testid="offline-notice">
      {date === null ? t('offline.noticeUndated') : t('offline.notice', { date })}
    </div>
  );
}
