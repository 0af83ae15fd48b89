import { Loader, type LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A loader that says what it is: a progress bar named "Chargement…" (or `label`). Mantine's Loader is a
 * span without a role, on which an accessible name is not allowed (axe: aria-prohibited-attr, WCAG 2.x).
 */
export function Loading({ label, ...props }: Omit<LoaderProps, 'role'> & { label?: string }) {
  const { t } = useTranslation();
  return <Loader role="progressbar" aria-label={label ?? t('common.loading')} {...props} />;
}
