import { modals } from '@mantine/modals';
import i18next from 'i18next';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks whether to drop unsaved changes (before a language switch, closing a popup, leaving the page).
 * Resolves true when the person chooses to drop them.
 */
export function confirmDiscardChanges(): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (discard: boolean) => {
      if (answered) return;
      answered = true;
      resolve(discard);
    };
    modals.openConfirmModal({
      title: i18next.t('form.unsaved.title'),
      children: i18next.t('form.unsaved.body'),
      labels: { confirm: i18next.t('form.unsaved.discard'), cancel: i18next.t('form.unsaved.stay') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}

/** Runs `action` now when nothing is unsaved, else once the person agrees to drop the changes. */
export async function unlessUnsaved(dirty: boolean, action: () => void): Promise<void> {
  if (!dirty || (await confirmDiscardChanges())) action();
}

/**
 * While `dirty`, leaving the page (a link, the back button, closing or reloading the tab) asks first.
 * `release()` lets the next navigation through, for a form that navigates right after saving.
 * React Router keeps one blocker at a time: a page with several forms calls this once, with any of
 * them dirty.
 */
export function useUnsavedChangesGuard(dirty: boolean): { release(): void } {
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const blockerNow = useRef(blocker);
  blockerNow.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscardChanges().then((discard) => {
      const current = blockerNow.current;
      if (current.state !== 'blocked') return;
      if (discard) current.proceed();
      else current.reset();
    });
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    release() {
      dirtyNow.current = false;
    },
  };
}
