import { ClubPicture } from '../../../components/club-picture.tsx';
import { useCarousel } from '../../../lib/club-carousel.ts';
import { useClub } from '../../../lib/club-context.tsx';

/** The club's first carousel slide as a strip above the map, low enough to leave the map on a phone's first screen. */
export function ClubStrip() {
  const club = useClub();
  const carousel = useCarousel(club.Id);
  const picture = carousel.data?.[0]?.Picture_url;
  return picture ? <ClubPicture src={picture} variant="strip" /> : null;
}
