import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../lib/club-context.tsx';
import { useCarousel, useLivePage } from '../api/public-club.ts';
import { Carousel } from '../components/carousel.tsx';
import { LiveStream } from '../components/live-stream.tsx';

/** /live: the club's live-page text, its carousel and its live stream. */
export default function LivePage() {
  const { t } = useTranslation();
  const club = useClub();
  const live = useLivePage();
  const carousel = useCarousel(club.Id);
  return (
    <Container size="md" px={0} py="md">
      <Stack gap="lg">
        <Title order={1}>{t('clubPages.live.title')}</Title>
        {live.data?.Description && (
          <Text style={{ whiteSpace: 'pre-line' }} data-testid="live-text">
            {live.data.Description}
          </Text>
        )}
        <LiveStream club={club} />
        <Carousel slides={carousel.data ?? []} />
        {live.data?.Solutions && <Text style={{ whiteSpace: 'pre-line' }}>{live.data.Solutions}</Text>}
      </Stack>
    </Container>
  );
}
