import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '@club/shared/constants';

const STORAGE_KEY = 'language';

function isInterfaceLanguage(value: string | null): value is InterfaceLanguage {
  return value !== null && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** The stored language preference, else French (the default). */
export function storedLanguage(): InterfaceLanguage {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isInterfaceLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Changing the language stores it and reloads the page (SPEC.md section 1). */
export function switchLanguage(language: InterfaceLanguage): void {
  localStorage.setItem(STORAGE_KEY, language);
  window.location.reload();
}
