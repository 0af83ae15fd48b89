import { SimpleGrid, Stack, Title } from '@mantine/core';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { LastPictureCard } from '../../media/components/last-picture-card.tsx';
import { LastVideoCard } from '../../media/components/last-video-card.tsx';
import { LastNewsCard } from '../../news/components/last-news-card.tsx';

/** Home (`/`, `/home/{spot_id}` and any unknown path). The spot map comes with a later version. */
export default function HomePage() {
  const club = useClub();
  return (
    <Stack gap="md">
      <Title order={1}>{club.Name}</Title>
      <ComingSoon />
      <LastNewsCard />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LastPictureCard />
        <LastVideoCard />
      </SimpleGrid>
    </Stack>
  );
}
