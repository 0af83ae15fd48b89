import type L from 'leaflet';

/** A name left out because it would cover another name or a marker: shown on hover or focus only. */
export const LABEL_TUCKED_CLASS = 'spot-label--tucked';
/** A tucked name shown while its marker is hovered or focused. */
export const LABEL_RAISED_CLASS = 'spot-label--raised';

type Box = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>;

export const boxesOverlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Where a name may sit by its marker, in order of preference: right of it, else left of it. */
const SIDES = [
  { direction: 'right', offset: [12, -18] },
  { direction: 'left', offset: [-12, -18] },
] as const;

/**
 * Shows the permanent names of `markers` (in that order of priority) where they stay inside the map and
 * cover no other name and no marker or cluster drawn on it: right of their marker, else left of it;
 * a name with room on neither side is tucked away.
 */
export function declutterLabels(map: L.Map, markers: readonly L.Marker[]): void {
  const frame = map.getContainer().getBoundingClientRect();
  const icons = [...(map.getPane('markerPane')?.children ?? [])];
  const taken: { box: Box; owner: Element | null }[] = icons.map((icon) => ({
    box: icon.getBoundingClientRect(),
    owner: icon,
  }));
  const fits = (box: Box, own: Element | null) =>
    box.left >= frame.left &&
    box.right <= frame.right &&
    box.top >= frame.top &&
    box.bottom <= frame.bottom &&
    !taken.some((other) => other.owner !== own && boxesOverlap(other.box, box));
  for (const marker of markers) {
    const tooltip = marker.getTooltip();
    const label = tooltip?.getElement();
    if (!tooltip || !label || !map.hasLayer(marker)) continue;
    label.classList.remove(LABEL_TUCKED_CLASS);
    const own = marker.getElement() ?? null;
    let placed: Box | null = null;
    for (const side of SIDES) {
      tooltip.options.direction = side.direction;
      tooltip.options.offset = [...side.offset];
      tooltip.update();
      const box = label.getBoundingClientRect();
      if (fits(box, own)) {
        placed = box;
        break;
      }
    }
    if (placed) taken.push({ box: placed, owner: label });
    else {
      const [first] = SIDES;
      tooltip.options.direction = first.direction;
      tooltip.options.offset = [...first.offset];
      tooltip.update();
      label.classList.add(LABEL_TUCKED_CLASS);
    }
  }
}
