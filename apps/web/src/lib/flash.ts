import { FLASH_MESSAGE_MS, SUCCESS_FLASH_MS } from '@club/shared/constants';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import i18next, { type TFunction } from 'i18next';
import { createElement } from 'react';
import { OFFLINE_WRITE_REFUSED_EVENT } from '../sw/offline-copy.ts';
import { ErrorDialogBody } from './error-dialog-body.tsx';

/** When the API client last refused a write because the browser is offline (its notice said so). */
let lastOfflineRefusal = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined') {
  window.addEventListener(OFFLINE_WRITE_REFUSED_EVENT, () => {
    lastOfflineRefusal = Date.now();
  });
}
/** A form's error handler runs right after the refusal it reports. */
const SAME_REFUSAL_MS = 2_000;

/** A success flash, shown 3 s (SPEC.md section 4). */
export function flashSuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: SUCCESS_FLASH_MS, withBorder: true });
}

/** The general flash message, shown 5 s (SPEC.md section 4). */
export function flashMessage(message: string): void {
  notifications.show({ message, autoClose: FLASH_MESSAGE_MS, withBorder: true });
}

/** Why a page was refused (orange, 5 s); `id` shows it once when the guard renders twice. */
export function flashRefusal(id: string, message: string): void {
  notifications.show({ id, message, color: 'orange', autoClose: FLASH_MESSAGE_MS, withBorder: true });
}

/**
 * The generic error dialog of SPEC.md section 8 (failed save, deletion, upload ...): title and
 * content from the translation keys `error.title` and `error.content`.
 */
export function showErrorDialog(t?: TFunction): void {
  // A write refused offline was already told by the offline notice ("nothing was sent"): a second,
  // generic message for the same click would only hide it.
  if (Date.now() - lastOfflineRefusal < SAME_REFUSAL_MS) return;
  const translate = (key: string): string => (t ? t(key) : i18next.t(key));
  const modalId = `error-dialog-${Date.now()}`;
  modals.open({
    modalId,
    title: translate('error.title'),
    centered: true,
    children: createElement(ErrorDialogBody, {
      content: translate('error.content'),
      okLabel: translate('common.ok'),
      onClose: () => modals.close(modalId),
    }),
  });
}
