import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import { flashMessage } from '../../../lib/flash.ts';

/**
 * Asks before deleting a news item. Confirming runs `onConfirm`; any other way out (Cancel, Escape,
 * a click outside, the close button) shows the notice of SPEC.md section 8 (cancelled news deletion).
 */
export function confirmDeleteNewsItem(t: TFunction, title: string, onConfirm: () => void): void {
  let confirmed = false;
  modals.openConfirmModal({
    title: t('news.admin.deleteTitle'),
    centered: true,
    children: <Text size="sm">{t('news.admin.deleteConfirm', { title })}</Text>,
    labels: { confirm: t('news.admin.delete'), cancel: t('news.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: () => {
      confirmed = true;
      onConfirm();
    },
    // Every way of closing ends here, after onConfirm when it was confirmed.
    onClose: () => {
      if (!confirmed) flashMessage(t('news.admin.deleteCancelled'));
    },
  });
}
