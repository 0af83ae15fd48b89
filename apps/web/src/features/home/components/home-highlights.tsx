import { SimpleGrid } from '@mantine/core';
import { LastPictureCard } from '../../media/components/last-picture-card.tsx';
import { LastVideoCard } from '../../media/components/last-video-card.tsx';
import { LastNewsCard } from '../../news/components/last-news-card.tsx';

/** The club's latest news, picture and video, under the map (one column on a phone). */
export function HomeHighlights() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <LastNewsCard />
      <LastPictureCard />
      <LastVideoCard />
    </SimpleGrid>
  );
}
