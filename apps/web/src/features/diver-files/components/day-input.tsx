import { TextInput, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { maskDayText } from './day-text.ts';

/** The separator a language writes days with: "29.10.2026" in German, "29/10/2026" elsewhere. */
export function daySeparator(language: string): string {
  return language.startsWith('de') ? '.' : '/';
}

/**
 * A day typed day first, as read off a paper ("29/10/2026"): a text field with the digits' keypad on a
 * phone, the separators put in while typing (day-text.ts says why not a native date field).
 */
export function DayInput({
  input,
  ...props
}: { input: GetInputPropsReturnType } & Omit<TextInputProps, 'value' | 'onChange'>) {
  const { t, i18n } = useTranslation();
  const separator = daySeparator(i18n.language);
  const value = typeof input.value === 'string' ? input.value : '';
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('papers.fields.datePlaceholder')}
      maxLength={10}
      {...props}
      value={value}
      error={input.error}
      onFocus={input.onFocus}
      onBlur={input.onBlur}
      onChange={(event) => input.onChange(maskDayText(value, event.currentTarget.value, separator))}
    />
  );
}
