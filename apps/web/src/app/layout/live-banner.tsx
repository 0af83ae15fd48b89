import { pages } from '@club/shared/pages';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useClub } from '../../lib/club-context.tsx';
import { useLiveNow } from '../../lib/live-now.ts';
import classes from './layout.module.css';

/**
 * 'Live now' under the header of every public page while the club or a spot is live: one link to
 * /live, in the page's flow (it pushes the page down, never covers it). Not in the admin area, where
 * the manager runs the lives.
 */
export function LiveBanner() {
  const { t } = useTranslation();
  const club = useClub();
  const { clubLive, liveSpots, isLive } = useLiveNow();
  const { pathname } = useLocation();
  if (!isLive || pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  const what = clubLive
    ? club.Name
    : liveSpots.length === 1
      ? (liveSpots[0]?.Name ?? '')
      : t('liveBanner.spots', { count: liveSpots.length });
  const here = pathname === pages.live.to();
  return (
    <aside className={classes.liveBanner} aria-label={t('liveBanner.region')} data-testid="live-banner">
      <div className={classes.liveBannerInner}>
        <span className={classes.liveDot} aria-hidden />
        <Link to={pages.live.to()} className={classes.liveLink} aria-current={here ? 'page' : undefined}>
          <strong>{t('liveBanner.now')}</strong> <span className={classes.liveWhat}>{what}</span>
          {!here && (
            <>
              {' '}
              <span className={classes.liveWatch}>{t('liveBanner.watch')}</span>
            </>
          )}
        </Link>
      </div>
    </aside>
  );
}
