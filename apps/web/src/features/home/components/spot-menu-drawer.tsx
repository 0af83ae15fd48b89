import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNestedPopups } from '../../../lib/nested-popups.tsx';
import { SpotSideMenu } from './spot-side-menu.tsx';

/** The side menu as a drawer on narrow screens (its own bundle, loaded the first time it opens). */
export function SpotMenuDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { nestedOpen, provide } = useNestedPopups();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      closeOnEscape={!nestedOpen}
      position="right"
      size="85%"
      title={t('spots.menu.title')}
    >
      {provide(<SpotSideMenu />)}
    </Drawer>
  );
}
