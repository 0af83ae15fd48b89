import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useClub } from '../../lib/club-context.tsx';
import { useSession } from '../../lib/session-context.tsx';
import classes from './layout.module.css';

type NavItem = { to: string; labelKey: string; end?: boolean };

/** The public pages of the club's site; gallery and live page only when the club has them. */
function useNavItems(): NavItem[] {
  const club = useClub();
  const { user } = useSession();
  const items: (NavItem | false)[] = [
    { to: paths.home.to(), labelKey: 'nav.home', end: true },
    { to: paths.newsList.to(), labelKey: 'nav.news' },
    { to: paths.outings.to(), labelKey: 'outings.nav' },
    club.Gallery && { to: paths.gallery.to(), labelKey: 'nav.gallery' },
    { to: paths.video.to(), labelKey: 'nav.videos' },
    club.Dolphyn && { to: paths.live.to(), labelKey: 'nav.live' },
    { to: paths.club.to(), labelKey: 'nav.club' },
    // Messaging is between the club's members (a manager of another club, the super administrator: not).
    user !== null && user.Club_id === club.Id && { to: paths.contact.to(), labelKey: 'nav.contact' },
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
