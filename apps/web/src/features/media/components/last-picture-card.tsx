import { pages } from '@club/shared/pages';
import { Card, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClub } from '../../../lib/club-context.tsx';
import { pictureCalls, useLastMedia } from '../api/media-queries.ts';

/** The club's newest picture, for the home page; a link to the gallery. Nothing while the club has none. */
export function LastPictureCard() {
  const { t } = useTranslation();
  const club = useClub();
  const last = useLastMedia(pictureCalls, club.Id);
  if (!last.data) return null;
  const picture = last.data;
  return (
    <Card withBorder radius="md" padding="sm" component={Link} to={pages.gallery.to()}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('media.lastPicture')}
        </Title>
        <Card.Section>
          {/* Under the map: asked for once scrolled near, not beside the first screen's pictures. The
              link reads as what it shows ('Dernière photo' and the picture's name, written under it). */}
          <Image src={picture.Thumbnail_url} alt="" h={200} fit="cover" loading="lazy" />
        </Card.Section>
        <Text size="sm" fw={600}>
          {picture.Name}
        </Text>
      </Stack>
    </Card>
  );
}
