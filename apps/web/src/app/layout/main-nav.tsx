import { pages } from '@club/shared/pages';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useClub } from '../../lib/club-context.tsx';
import { useSession } from '../../lib/session-context.tsx';
import classes from './layout.module.css';

type NavItem = { to: string; labelKey: string; end?: boolean };

/** The public pages of the club's site; gallery and live page only when the club has them. */
function useNavItems(): NavItem[] {
  const club = useClub();
  const { user } = useSession();
  const items: (NavItem | false)[] = [
    { to: pages.home.to(), labelKey: 'nav.home', end: true },
    { to: pages.newsList.to(), labelKey: 'nav.news' },
    { to: pages.outings.to(), labelKey: 'outings.nav' },
    club.Gallery && { to: pages.gallery.to(), labelKey: 'nav.gallery' },
    { to: pages.video.to(), labelKey: 'nav.videos' },
    club.Dolphyn && { to: pages.live.to(), labelKey: 'nav.live' },
    { to: pages.club.to(), labelKey: 'nav.club' },
    // Messaging is between the club's members (a manager of another club, the super administrator: not).
    user !== null &&
      user.Club_id === club.Id && { to: pages.conversations.to(), labelKey: 'nav.conversations' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** The main navigation: a row in the header on wide screens, a column in the mobile menu. */
export function MainNav({ variant, onNavigate }: { variant: 'header' | 'drawer'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const items = useNavItems();
  return (
    <nav aria-label={t('nav.main')}>
      <ul
        className={variant === 'header' ? classes.headerNav : classes.drawerNav}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {items.map((item) => (
          <li key={item.to} style={{ display: 'flex', flexDirection: 'column' }}>
            <NavLink to={item.to} end={item.end} className={classes.navLink} onClick={onNavigate}>
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
