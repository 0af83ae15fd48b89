import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen reaches the theme's `sm` breakpoint: lists show as tables there, and as one card
 * per row below it, so that every row's actions stay in view without sideways scrolling. Read at once
 * (the admin area is rendered in the browser), so a phone never paints the table first.
 */
export function useWideScreen(): boolean {
  const { breakpoints } = useMantineTheme();
  return useMediaQuery(`(min-width: ${breakpoints.sm})`, true, { getInitialValueInEffect: false });
}
