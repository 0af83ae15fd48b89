import { DESKTOP_MAP_HEIGHT_PX, MOBILE_MAP_HEIGHT_OFFSET_PX } from '@club/shared/constants';
import { useViewportSize } from '@mantine/hooks';
import { useHomeSpots } from './home-spots-context.tsx';

/** The home map's height: fixed on wide screens, the window's height less the header on phones. */
export function useHomeMapHeight(): number {
  const { isMobile } = useHomeSpots();
  const { height: windowHeight } = useViewportSize();
  return isMobile
    ? Math.max(320, (windowHeight || window.innerHeight) - MOBILE_MAP_HEIGHT_OFFSET_PX)
    : DESKTOP_MAP_HEIGHT_PX;
}
