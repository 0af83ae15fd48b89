import { getCarousel } from '@club/shared/api/clubs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client.ts';

/**
 * The club's carousel pictures: the live page turns them, and the first one is the club's picture at
 * the top of the home and club pages.
 */
export const carouselQuery = (clubId: number) =>
  queryOptions({
    queryKey: ['club-page', 'carousel', clubId],
    queryFn: ({ signal }) => callApi(getCarousel, { params: { clubId }, signal }),
  });

export const useCarousel = (clubId: number) => useQuery(carouselQuery(clubId));
