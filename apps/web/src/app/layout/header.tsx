import { smallerCopyUrl } from '@club/shared/domain/picture-copies';
import { pages } from '@club/shared/pages';
import { Box, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type CSSProperties, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useClub } from '../../lib/club-context.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { DEFAULT_CLUB_COLOR, parseHexColor, readableTextColor } from '../../lib/theme.ts';
import { AccountMenu } from './account-menu.tsx';
import classes from './layout.module.css';
import { MainNav } from './main-nav.tsx';

/** The language select (Mantine's input styles) loads beside the page; the mobile menu has its own. */
const LanguageSwitch = lazy(() =>
  import('./language-switch.tsx').then((module) => ({ default: module.LanguageSwitch })),
);
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((module) => ({ default: module.MobileMenu })));

/** The unread-messages badge and its live events: members only, loaded once signed in. */
const MessagesBadge = lazy(() =>
  import('../../features/messages/components/messages-badge.tsx').then((module) => ({
    default: module.MessagesBadge,
  })),
);

/**
 * The club's logo (when set) and whole name, linking home; on a phone the name wraps on two lines
 * beside the logo. Both come from the club: rendered as text/attributes only.
 */
export function ClubBrand() {
  const club = useClub();
  return (
    <Link to={pages.home.to()} className={classes.brand} data-testid="club-brand">
      {club.Logo_url && (
        // Its small copy: the header shows it 44 pixels high (a 240-pixel logo was 12 KB on every page).
        <img
          src={smallerCopyUrl(club.Logo_url) ?? club.Logo_url}
          alt=""
          className={classes.logo}
          data-testid="club-logo"
        />
      )}
      <span className={classes.brandName} data-testid="club-name">
        {club.Name}
      </span>
    </Link>
  );
}

/** The club's colour and a text colour that reads on it. */
export function useClubColors() {
  const club = useClub();
  const background = parseHexColor(club.Color) ? club.Color : DEFAULT_CLUB_COLOR;
  return { background, foreground: readableTextColor(background) };
}

export function Header() {
  const { t } = useTranslation();
  const club = useClub();
  const { user } = useSession();
  const { background, foreground } = useClubColors();
  const [menuOpened, menu] = useDisclosure(false);
  // The drawer's code loads the first time the menu opens, then stays mounted (its closing animation).
  const [menuWanted, setMenuWanted] = useState(false);
  if (menuOpened && !menuWanted) setMenuWanted(true);
  const { pathname } = useLocation();

  // Leaving the page closes the mobile menu.
  useEffect(() => {
    if (pathname) menu.close();
  }, [pathname, menu.close]);

  const style = { '--header-bg': background, '--header-fg': foreground } as CSSProperties;
  return (
    <header className={classes.header} style={style}>
      <div className={classes.headerInner}>
        <Burger
          opened={menuOpened}
          onClick={menu.toggle}
          hiddenFrom="sm"
          color={foreground}
          size="sm"
          aria-label={t(menuOpened ? 'nav.closeMenu' : 'nav.openMenu')}
          aria-expanded={menuOpened}
          aria-controls="mobile-menu"
        />
        <ClubBrand />
        <div className={classes.headerEnd}>
          <Box visibleFrom="sm">
            <Suspense fallback={null}>
              <LanguageSwitch />
            </Suspense>
          </Box>
          {user !== null && user.Club_id === club.Id && (
            <Suspense fallback={null}>
              <MessagesBadge />
            </Suspense>
          )}
          <AccountMenu />
        </div>
      </div>
      <Box visibleFrom="sm" className={classes.headerNavRow}>
        <MainNav variant="header" />
      </Box>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </header>
  );
}
