import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import { flashMessage } from '../../../lib/flash.ts';

/**
 * Asks before deleting a news item. Confirming runs `onConfirm`; cancelling shows the notice of
 * SPEC.md section 8 (cancelled news deletion).
 */
export function confirmDeleteNews(t: TFunction, title: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: t('news.admin.deleteTitle'),
    centered: true,
    children: <Text size="sm">{t('news.admin.deleteConfirm', { title })}</Text>,
    labels: { confirm: t('news.admin.delete'), cancel: t('news.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
    onCancel: () => flashMessage(t('news.admin.deleteCancelled')),
  });
}
