import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SpotSideMenu } from './spot-side-menu.tsx';

/** The side menu as a drawer on narrow screens (its own bundle, loaded the first time it opens). */
export function SpotMenuDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="85%"
      title={t('spots.menu.title')}
      zIndex={1100}
    >
      <SpotSideMenu />
    </Drawer>
  );
}
