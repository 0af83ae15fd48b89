import { notifications } from '@mantine/notifications';

/** The notice of a full subscription (SPEC.md sections 5 and 8). */
export function showSubscriptionFullNotice(t: (key: string) => string) {
  notifications.show({
    title: t('spots.subscriptionFull.title'),
    message: t('spots.subscriptionFull.reached'),
    color: 'orange',
  });
}
