import { ColorInput, type ColorInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The club's colour, as the manager and the super administrator type it. fixOnBlur is off: Mantine
 * puts back its last valid colour on blur, read from an effect that may not have run yet after the
 * last key, so a half-typed colour came back; the form says what is wrong instead.
 */
export function ClubColorInput(props: Omit<ColorInputProps, 'label' | 'format' | 'fixOnBlur'>) {
  const { t } = useTranslation();
  return (
    <ColorInput
      label={t('clubPages.form.color')}
      format="hex"
      fixOnBlur={false}
      // The eye dropper (browsers that have one) is an icon: its name says what it does.
      eyeDropperButtonProps={{ 'aria-label': t('clubPages.form.pickColor') }}
      {...props}
    />
  );
}
