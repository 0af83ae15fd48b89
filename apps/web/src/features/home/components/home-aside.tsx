import { Drawer, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHomeSpots } from './home-spots-context.tsx';
import { SpotSideMenu } from './spot-side-menu.tsx';

/**
 * Beside the map: the spots' side menu (open by default from 768 px, a drawer under it), then the
 * club's last news, last picture and last video.
 */
export function HomeAside() {
  const { t } = useTranslation();
  const { menuOpen, setMenuOpen, isMobile } = useHomeSpots();
  const close = () => setMenuOpen(false);

  if (isMobile) {
    return (
      <Drawer
        opened={menuOpen}
        onClose={close}
        position="right"
        size="85%"
        title={t('spots.menu.title')}
        zIndex={1100}
      >
        <SpotSideMenu />
      </Drawer>
    );
  }
  return (
    <Stack gap="md" w={menuOpen ? 340 : undefined} style={{ flexShrink: 0 }}>
      {menuOpen && (
        <Paper withBorder p="sm" radius="md">
          <SpotSideMenu onClose={close} />
        </Paper>
      )}
    </Stack>
  );
}
