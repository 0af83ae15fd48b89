/**
 * `modals.open*` (from @mantine/modals) announces each call as a window event that the ModalsProvider
 * listens to. The provider loads beside the first page (app/overlay-hosts.tsx), so a call made before it
 * is there would be lost: until then, these events are kept here and sent again once it listens.
 */
const EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

const pending: { type: string; detail: unknown }[] = [];
const keep = (event: Event) => {
  pending.push({ type: event.type, detail: (event as CustomEvent).detail });
};

/** Starts keeping the modal events (once, when the app starts). */
export function bufferModalEvents(): void {
  for (const type of EVENTS) window.addEventListener(type, keep);
}

/** The provider now listens: stop keeping events and send again the ones made before it. */
export function releaseModalEvents(): void {
  for (const type of EVENTS) window.removeEventListener(type, keep);
  for (const { type, detail } of pending.splice(0)) window.dispatchEvent(new CustomEvent(type, { detail }));
}
