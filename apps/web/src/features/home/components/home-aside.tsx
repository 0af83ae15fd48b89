import { Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { spotSideMenu } from './home-parts.ts';
import { useHomeSpots } from './home-spots-context.tsx';

const SpotMenuDrawer = lazy(() =>
  import('./spot-menu-drawer.tsx').then((module) => ({ default: module.SpotMenuDrawer })),
);

/**
 * Beside the map: the spots' side menu (open by default from 768 px, a drawer under it), then the
 * club's last news, last picture and last video.
 */
export function HomeAside() {
  const { t } = useTranslation();
  const { menuOpen, setMenuOpen, isMobile } = useHomeSpots();
  const close = () => setMenuOpen(false);
  const loading = <Text fw={700}>{t('spots.menu.title')}</Text>;
  // On a phone the drawer's code loads the first time it opens, then stays mounted (its closing animation).
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (isMobile && menuOpen && !drawerWanted) setDrawerWanted(true);

  if (isMobile) {
    return drawerWanted ? (
      <Suspense fallback={null}>
        <SpotMenuDrawer opened={menuOpen} onClose={close} />
      </Suspense>
    ) : null;
  }
  return (
    <Stack gap="md" w={menuOpen ? 340 : undefined} style={{ flexShrink: 0 }}>
      {menuOpen && (
        <Paper withBorder p="sm" radius="md">
          <Suspense fallback={loading}>
            <spotSideMenu.Part onClose={close} />
          </Suspense>
        </Paper>
      )}
    </Stack>
  );
}
