import { MEDIA_TYPE } from '@club/shared/constants';
import { Anchor, Group, Image, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSpotMedia } from '../../../lib/spots/queries.ts';

/** A horizontal strip of the spot's pictures and videos; each opens the gallery or videos of the spot. */
export function SpotMediaSlider({ spotId }: { spotId: number }) {
  const { t } = useTranslation();
  const media = useSpotMedia(spotId);
  if (!media.data || media.data.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('spots.media.title')}
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="xs" wrap="nowrap" data-testid="spot-media">
          {media.data.map((item) =>
            item.Type === MEDIA_TYPE.picture ? (
              <Anchor key={`p${item.Id}`} component={Link} to={paths.galleryFiltered.to(spotId, 0)}>
                <Image src={item.url} alt={item.Name} w={96} h={72} radius="sm" fit="cover" />
              </Anchor>
            ) : (
              <Anchor
                key={`v${item.Id}`}
                component={Link}
                to={paths.videoFiltered.to(spotId, 0)}
                w={96}
                h={72}
                style={{
                  display: 'grid',
                  placeItems: 'center',
                  background: '#1d3557',
                  color: 'white',
                  borderRadius: 4,
                }}
              >
                <Text size="xs" ta="center" lineClamp={3} px={4}>
                  ▶ {item.Name}
                </Text>
              </Anchor>
            ),
          )}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
