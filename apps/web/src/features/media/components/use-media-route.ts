import { useNavigate, useParams } from 'react-router';
import type { MediaFilter } from '../api/media-queries.ts';

const idParam = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 0;
};

/**
 * The filter of a media page from its route (`/galerie/{spot_id}/{member_id}`, 0 meaning all), and a
 * setter that navigates, so a filtered list has its own address.
 */
export function useMediaRoute(base: string): { filter: MediaFilter; setFilter(filter: MediaFilter): void } {
  const params = useParams();
  const navigate = useNavigate();
  const filter = { spotId: idParam(params.spotId), memberId: idParam(params.memberId) };
  const setFilter = (next: MediaFilter) => {
    navigate(next.spotId === 0 && next.memberId === 0 ? base : `${base}/${next.spotId}/${next.memberId}`);
  };
  return { filter, setFilter };
}
