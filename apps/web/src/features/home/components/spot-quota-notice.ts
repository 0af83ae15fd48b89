import { notifications } from '@mantine/notifications';

/** The quota notice (SPEC.md sections 5 and 8). */
export function showQuotaNotice(t: (key: string) => string) {
  notifications.show({ title: t('spots.quota.title'), message: t('spots.quota.reached'), color: 'orange' });
}
