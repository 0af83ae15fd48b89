/**
 * Mantine's styles of the components only the admin area's forms (and a member's picture cropper) use,
 * in the order of Mantine's styles.css. Imported for its effect by every module that renders one of
 * them: a component used on a public page belongs in `mantine-styles.ts` instead.
 */
import chipCss from '@mantine/core/styles/Chip.css?inline';
import colorInputCss from '@mantine/core/styles/ColorInput.css?inline';
import colorPickerCss from '@mantine/core/styles/ColorPicker.css?inline';
import colorSwatchCss from '@mantine/core/styles/ColorSwatch.css?inline';
import paginationCss from '@mantine/core/styles/Pagination.css?inline';
import pillCss from '@mantine/core/styles/Pill.css?inline';
import pillsInputCss from '@mantine/core/styles/PillsInput.css?inline';
import segmentedControlCss from '@mantine/core/styles/SegmentedControl.css?inline';
import sliderCss from '@mantine/core/styles/Slider.css?inline';
import switchCss from '@mantine/core/styles/Switch.css?inline';
import tableCss from '@mantine/core/styles/Table.css?inline';
import { addStyles } from './page-styles.ts';

addStyles(
  'mantine-admin-components',
  [
    chipCss,
    colorSwatchCss,
    colorPickerCss,
    colorInputCss,
    pillCss,
    pillsInputCss,
    paginationCss,
    segmentedControlCss,
    sliderCss,
    switchCss,
    tableCss,
  ].join('\n'),
  'last',
);
