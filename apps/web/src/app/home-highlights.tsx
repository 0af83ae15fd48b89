import { SimpleGrid } from '@mantine/core';
import { LastPictureCard } from '../features/media/components/last-picture-card.tsx';
import { LastVideoCard } from '../features/media/components/last-video-card.tsx';
import { LastNewsItemCard } from '../features/news/components/last-news-item-card.tsx';

/** The club's latest news, picture and video, under the home map (one column on a phone). */
export default function HomeHighlights() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <LastNewsItemCard />
      <LastPictureCard />
      <LastVideoCard />
    </SimpleGrid>
  );
}
