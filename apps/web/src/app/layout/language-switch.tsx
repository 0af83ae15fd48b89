import type { Club } from '@club/shared/api/clubs';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@club/shared/constants';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../lib/club-context.tsx';
import { storedLanguage, switchLanguage } from '../../lib/language.ts';

/** Each language named in itself, so a reader finds theirs whatever the current language. */
const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
};

function isInterfaceLanguage(key: string): key is InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(key);
}

/** The languages to offer: the club's own list, plus the current one if the club lacks it. */
export function offeredLanguages(club: Club, current: InterfaceLanguage): InterfaceLanguage[] {
  const keys = club.Languages.map((language) => language.Language_key).filter(isInterfaceLanguage);
  const unique = [...new Set(keys)];
  return unique.includes(current) ? unique : [current, ...unique];
}

/** Changing the language stores it and reloads the page (SPEC.md section 1). Hidden for one-language clubs. */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const club = useClub();
  const current = storedLanguage();
  const languages = offeredLanguages(club, current);
  if (languages.length < 2) return null;
  return (
    <NativeSelect
      {...(fullWidth ? { label: t('common.language') } : { 'aria-label': t('common.language') })}
      value={current}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isInterfaceLanguage(value) && value !== current) switchLanguage(value);
      }}
      data={languages.map((key) => ({ value: key, label: LANGUAGE_NAMES[key] }))}
      w={fullWidth ? '100%' : 'auto'}
    />
  );
}
