import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../../lib/flash.ts';

/** Deletes after a confirmation; a failure opens the generic error dialog (SPEC.md section 8). */
export function DeleteMediaButton({ name, onDelete }: { name: string; onDelete(): Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-sm"
      color="red"
      variant="light"
      aria-label={t('media.deleteNamed', { name })}
      onClick={() =>
        modals.openConfirmModal({
          title: t('media.deleteTitle'),
          children: t('media.deleteConfirm', { name }),
          labels: { confirm: t('media.delete'), cancel: t('media.cancel') },
          confirmProps: { color: 'red' },
          onConfirm: () => {
            onDelete().catch(() => showErrorDialog(t));
          },
        })
      }
    >
      {t('media.delete')}
    </Button>
  );
}
