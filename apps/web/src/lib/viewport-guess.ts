import { MOBILE_BREAKPOINT_PX } from '@club/shared/constants';
import { useMediaQuery } from '@mantine/hooks';
import { isServerRender, serverRequest } from './render-environment.ts';
import { useHydrated } from './use-hydrated.ts';

/** The server render's guess (from the browser's user agent) that the screen is a phone's. */
let renderedForPhone = false;

export function keepRenderedForPhone(phone: boolean): void {
  renderedForPhone = phone;
}

/** The layout the page was rendered in: the server's guess, for the browser's first render. */
export function renderedForPhoneLayout(): boolean {
  return guessPhone();
}

function guessPhone(): boolean {
  return isServerRender ? serverRequest().phone : renderedForPhone;
}

/**
 * Whether the window is narrower than the phone layout's breakpoint. The server cannot measure a
 * window: it renders for a phone when the user agent says so, and the browser keeps that guess until
 * hydration is over, then measures (a page the browser renders itself measures at once).
 */
export function usePhoneLayout(): boolean {
  const hydrated = useHydrated();
  const measured = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, guessPhone(), {
    getInitialValueInEffect: false,
  });
  return hydrated ? measured : guessPhone();
}
