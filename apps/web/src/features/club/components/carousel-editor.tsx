import { Button, Card, CloseButton, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCarousel } from '../../../lib/club-carousel.ts';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useAddCarouselSlide, useDeleteCarouselSlide } from '../api/club-admin.ts';
import { type CropShape, ImageCropModal } from './image-crop-modal.tsx';

/** The live page's carousel is wide: the server keeps pictures within 1920 x 1080. */
const CAROUSEL_SHAPE: CropShape = {
  aspect: 16 / 9,
  maxSize: 1920,
  type: 'image/jpeg',
  fileName: 'carousel.jpg',
};

/** The carousel slides of the live page: add one at the end (through the crop popup), remove one. */
export function CarouselEditor({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const slides = useCarousel(clubId);
  const add = useAddCarouselSlide();
  const remove = useDeleteCarouselSlide();
  const [cropOpened, crop] = useDisclosure(false);

  return (
    <Stack>
      <Button onClick={crop.open} w="fit-content">
        {t('clubPages.admin.addPicture')}
      </Button>
      <ImageCropModal
        opened={cropOpened}
        onClose={crop.close}
        title={t('clubPages.admin.carouselSlideTitle')}
        shape={CAROUSEL_SHAPE}
        upload={(file, fileName) => add.mutateAsync({ file, fileName })}
      />
      {slides.data?.length === 0 && <Text c="dimmed">{t('clubPages.admin.noPicture')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {slides.data?.map((slide, index) => (
          <Card key={slide.Id} withBorder padding="xs" data-testid="carousel-admin-slide">
            <Card.Section>
              <Image
                src={slide.Picture_url}
                alt={t('clubPages.live.slide', { index: index + 1, count: slides.data.length })}
                style={{ aspectRatio: '16 / 9' }}
                fit="cover"
              />
            </Card.Section>
            <CloseButton
              mt="xs"
              c="red"
              aria-label={t('clubPages.admin.removePicture', { index: index + 1 })}
              onClick={() => remove.mutate(slide.Id, { onError: () => showErrorDialog() })}
            />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
