/** A KML/uMap/GeoJSON colour the map may draw with: `#rrggbb` only, so nothing else reaches the SVG. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The default marker's orange (public/markers/marker.svg), for a point drawn without a colour of its own. */
export const DEFAULT_MARKER_COLOUR = '#ff6b00';

export const isHexColour = (colour: string | undefined): colour is string =>
  colour !== undefined && HEX_COLOUR.test(colour);

/**
 * The club's own pin (the outline of public/markers/marker.svg) filled with `colour`, as an SVG data
 * address: a marker coloured in its file (KML IconStyle colour, uMap colour, GeoJSON marker-color)
 * without an icon of its own. uMap tints a DOM box for the same; an image keeps it one `<img>` like
 * every other marker. Null for anything but `#rrggbb`.
 */
export function colouredPinUrl(colour: string): string | null {
  if (!isHexColour(colour)) return null;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="36" height="44" viewBox="0 0 36 44">' +
    `<path d="M18 43c-1-6-16-15-16-26a16 16 0 0 1 32 0c0 11-15 20-16 26z" fill="${colour.toLowerCase()}" stroke="#fff" stroke-width="2"/>` +
    '<circle cx="18" cy="17" r="6" fill="#fff"/></svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The fill of a point drawn as a canvas dot (large layers): its own colour, else the default orange. */
export const dotColour = (colour: string | undefined): string =>
  isHexColour(colour) ? colour : DEFAULT_MARKER_COLOUR;
