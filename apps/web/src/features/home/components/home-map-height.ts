import { DESKTOP_MAP_HEIGHT_PX, MOBILE_MAP_HEIGHT_OFFSET_PX } from '@club/shared/constants';
import { useHomeSpots } from './home-spots-context.tsx';

/**
 * The home map's height: fixed on wide screens; on phones the window's height (its small viewport,
 * with the browser's bars shown) less the header, at least 320 px. In CSS, so the server's page and the
 * browser's agree and nothing measures the window: reading its size while the page hydrated made the
 * browser lay the page out in the middle of a long task. Leaflet follows the window's resizing itself.
 */
export function useHomeMapHeight(): number | string {
  const { isMobile } = useHomeSpots();
  return isMobile ? `max(320px, calc(100svh - ${MOBILE_MAP_HEIGHT_OFFSET_PX}px))` : DESKTOP_MAP_HEIGHT_PX;
}
