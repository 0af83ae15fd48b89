import type { Club } from '@club/shared/api/clubs';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@club/shared/constants';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../lib/club-context.tsx';
import { confirmDiscardChanges } from '../../lib/forms/unsaved-changes.ts';
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

/**
 * Whether a form of the page holds typed text. Each such form asks before the page unloads
 * (useUnsavedChangesGuard listens to `beforeunload`), so a trial `beforeunload` event tells.
 */
function hasUnsavedChanges(): boolean {
  const trial = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(trial);
  return trial.defaultPrevented;
}

/** The person has just agreed to drop their text: the reload that follows does not ask again. */
function letNextUnloadThrough(): void {
  window.addEventListener('beforeunload', (event) => event.stopImmediatePropagation(), {
    capture: true,
    once: true,
  });
}

/**
 * Stores the language and reloads the page; typed text that the reload would drop is first asked
 * about, with the same question as leaving the page (issue 12).
 */
async function changeLanguage(language: InterfaceLanguage): Promise<void> {
  if (hasUnsavedChanges()) {
    if (!(await confirmDiscardChanges())) return;
    letNextUnloadThrough();
  }
  switchLanguage(language);
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
        if (isInterfaceLanguage(value) && value !== current) void changeLanguage(value);
      }}
      data={languages.map((key) => ({ value: key, label: LANGUAGE_NAMES[key] }))}
      w={fullWidth ? '100%' : 'auto'}
    />
  );
}
