/**
 * Stylesheets that only some screens need (the map, the layer editor, the admin area's forms), added to
 * the page when the code of such a screen loads, so the stylesheet every public page waits for before
 * it paints stays small (issue 19). Vite's `?inline` gives a stylesheet's processed text; it is never
 * also bundled into the main stylesheet.
 */

/**
 * Where a stylesheet goes among the page's styles:
 * - `base`: before the app's stylesheet, for a library's defaults that the app's styles override
 *   (Leaflet's `.leaflet-container` background under the map's sea colour);
 * - `last`: after it, for styles of components built on the ones it holds (a colour input on Mantine's input).
 */
export type StylesPlace = 'base' | 'last';

/** Adds `css` to the page once under `name`; nothing on the server, which renders none of these screens' styles. */
export function addStyles(name: string, css: string, place: StylesPlace): void {
  if (typeof document === 'undefined') return;
  if (document.head.querySelector(`style[data-styles="${name}"]`) !== null) return;
  const element = document.createElement('style');
  element.dataset.styles = name;
  element.textContent = css;
  // The built app's stylesheet is a <link>; Vite's development server adds styles as <style> elements.
  const appStyles = document.head.querySelector('link[rel="stylesheet"], style[data-vite-dev-id]');
  if (place === 'base' && appStyles !== null) appStyles.before(element);
  else document.head.append(element);
}
