import type { CarouselSlide } from '@club/shared/api/clubs';
import { LIVE_CAROUSEL_INTERVAL_MS } from '@club/shared/constants';
import { ActionIcon, Box, Group, Image } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The live page's carousel: turns every 2 s (SPEC.md section 9). It can be paused (WCAG 2.2.2) and
 * stops while the pointer or the focus is on it.
 */
export function Carousel({ slides }: { slides: CarouselSlide[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused || hovered) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      LIVE_CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [count, paused, hovered]);

  if (count === 0) return null;
  const current = index % count;
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={t('clubPages.live.carousel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      {slides.map((slide, position) => (
        <Box
          key={slide.Id}
          role="group"
          aria-roledescription="slide"
          aria-label={t('clubPages.live.slide', { index: position + 1, count })}
          hidden={position !== current}
          data-testid="carousel-slide"
        >
          <Image src={slide.Picture_url} alt="" radius="md" mah={420} fit="contain" />
        </Box>
      ))}
      {count > 1 && (
        <Group justify="center" gap="xs" mt="xs">
          <ActionIcon
            variant="light"
            aria-label={t('clubPages.live.previous')}
            onClick={() => setIndex((current + count - 1) % count)}
          >
            ‹
          </ActionIcon>
          <ActionIcon
            variant="light"
            aria-label={paused ? t('clubPages.live.play') : t('clubPages.live.pause')}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? '▶' : '❚❚'}
          </ActionIcon>
          <ActionIcon
            variant="light"
            aria-label={t('clubPages.live.next')}
            onClick={() => setIndex((current + 1) % count)}
          >
            ›
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}
