import { ActionIcon, Button, Card, FileButton, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptImage } from '../../../lib/chosen-image.ts';
import { showErrorDialog } from '../../../lib/flash.ts';
import { ACCEPTED_IMAGE_TYPES } from '../../../lib/image-file.ts';
import { useAddCarouselPicture, useDeleteCarouselPicture } from '../api/club-admin.ts';
import { useCarousel } from '../api/public-club.ts';

/** The carousel pictures of the live page: add one at the end, remove one. */
export function CarouselEditor({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const slides = useCarousel(clubId);
  const add = useAddCarouselPicture();
  const remove = useDeleteCarouselPicture();
  const reset = useRef<() => void>(null);

  const choose = (files: File[]) => {
    reset.current?.();
    for (const file of files) {
      if (acceptImage(file, t)) add.mutate(file, { onError: () => showErrorDialog() });
    }
  };

  return (
    <Stack>
      <FileButton onChange={choose} accept={ACCEPTED_IMAGE_TYPES.join(',')} multiple resetRef={reset}>
        {(props) => (
          <Button {...props} loading={add.isPending} w="fit-content">
            {t('clubPages.admin.addPicture')}
          </Button>
        )}
      </FileButton>
      {slides.data?.length === 0 && <Text c="dimmed">{t('clubPages.admin.noPicture')}</Text>}
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {slides.data?.map((slide, index) => (
          <Card key={slide.Id} withBorder padding="xs" data-testid="carousel-admin-slide">
            <Card.Section>
              <Image
                src={slide.Picture_url}
                alt={t('clubPages.live.slide', { index: index + 1, count: slides.data.length })}
                h={120}
                fit="cover"
              />
            </Card.Section>
            <ActionIcon
              mt="xs"
              color="red"
              variant="subtle"
              aria-label={t('clubPages.admin.removePicture', { index: index + 1 })}
              onClick={() => remove.mutate(slide.Id, { onError: () => showErrorDialog() })}
            >
              ✕
            </ActionIcon>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
