import { DEFAULT_LANGUAGE, type InterfaceLanguage } from '@club/shared/constants';
import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The static translation file of one language (public/Translations/{language}.json). */
async function loadTranslations(language: InterfaceLanguage): Promise<ResourceLanguage> {
  try {
    const response = await fetch(`/Translations/${language}.json`, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as ResourceLanguage;
  } catch (error) {
    console.error(`failed to load translations ${language}`, error);
    return {};
  }
}

/** The languages a page needs: its own, and French (the fallback) behind it. */
export function languagesOfPage(language: InterfaceLanguage): InterfaceLanguage[] {
  return language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
}

function options(language: InterfaceLanguage, files: Partial<Record<InterfaceLanguage, ResourceLanguage>>) {
  const resources: Resource = {};
  for (const key of languagesOfPage(language)) resources[key] = { translation: files[key] ?? {} };
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    interpolation: { escapeValue: false },
    // The translations are at hand: ready at once, so the first render has its words.
    initAsync: false,
  };
}

/**
 * Loads the interface language (and French, the fallback) and initialises i18next for
 * react-i18next; components use `useTranslation()` directly. Also sets `<html lang>`.
 */
export async function initI18n(language: InterfaceLanguage): Promise<void> {
  const languages = languagesOfPage(language);
  const loaded = await Promise.all(languages.map(loadTranslations));
  const files: Partial<Record<InterfaceLanguage, ResourceLanguage>> = {};
  languages.forEach((key, index) => {
    files[key] = loaded[index] ?? {};
  });
  initI18nFrom(language, files);
}

/** The same, with translations the server's render already sent with the page. */
export function initI18nFrom(
  language: InterfaceLanguage,
  files: Partial<Record<InterfaceLanguage, ResourceLanguage>>,
): void {
  void i18next.use(initReactI18next).init(options(language, files));
  document.documentElement.lang = language;
}

/** An i18next of its own for one server render (requests in other languages render at the same time). */
export function createI18nFor(
  language: InterfaceLanguage,
  files: Partial<Record<InterfaceLanguage, ResourceLanguage>>,
): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init(options(language, files));
  return instance;
}
