import { getCarousel } from '@club/shared/api/clubs';
import { useCall } from './calls.ts';

/**
 * The club's carousel slides: the live page turns them, and the first one is the club's picture at
 * the top of the home and club pages.
 */
export const useCarousel = (clubId: number) => useCall(getCarousel, { params: { clubId } });
