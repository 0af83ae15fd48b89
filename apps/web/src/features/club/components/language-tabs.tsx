import '../../../lib/styles/admin-components.ts';
import type { Language } from '@club/shared/api/clubs';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Picks one of the given languages to edit a text in. */
export function LanguagePicker({
  languages,
  value,
  onChange,
}: {
  languages: Language[];
  value: string;
  onChange(key: string): void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('clubPages.admin.language')}
      value={value}
      onChange={onChange}
      data={languages.map((language) => ({
        value: language.Language_key,
        label: t(`clubPages.languageNames.${language.Language_key}`, { defaultValue: language.Language_key }),
      }))}
    />
  );
}
