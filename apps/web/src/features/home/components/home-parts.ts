import { lazyPart } from '../../../lib/lazy-part.tsx';
import { isServerRender } from '../../../lib/render-environment.ts';
import { renderedForPhoneLayout } from '../../../lib/viewport-guess.ts';

/** The side menu beside the map (tabs, search box, spot list, media slider): not part of the page's first code. */
export const spotSideMenu = lazyPart(() =>
  import('./spot-side-menu.tsx').then((module) => module.SpotSideMenu),
);

/** A selected spot's panel (its live stream, 3D model button and the manager's actions). */
export const spotPanel = lazyPart(() => import('./spot-panel.tsx').then((module) => module.SpotPanel));

/**
 * The parts of the home the server rendered, loaded with the page's code (app/page-components.ts):
 * the side menu, except in a phone's layout (a drawer there, opened later), and the panel of the spot
 * an address names.
 */
export function preloadHomeParts(spotNamed: boolean): Promise<unknown> {
  // The server renders for phones and computers alike: it has every part's code at hand.
  const phone = !isServerRender && renderedForPhoneLayout();
  return Promise.all([phone ? null : spotSideMenu.preload(), spotNamed ? spotPanel.preload() : null]);
}
