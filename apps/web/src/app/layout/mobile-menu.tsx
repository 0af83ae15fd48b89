import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../lib/club-context.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MainNav } from './main-nav.tsx';

/** The navigation drawer of narrow screens (its own bundle, loaded the first time the burger opens it). */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const club = useClub();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      title={club.Name}
      size="min(20rem, 85vw)"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Stack gap="lg">
        <MainNav variant="drawer" onNavigate={onClose} />
        <LanguageSwitch fullWidth />
      </Stack>
    </Drawer>
  );
}
