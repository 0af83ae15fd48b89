import { DEFAULT_LANGUAGE, type InterfaceLanguage } from '@club/shared/constants';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
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

/**
 * Loads the interface language (and French, the fallback) and initialises i18next for
 * react-i18next; components use `useTranslation()` directly. Also sets `<html lang>`.
 */
export async function initI18n(language: InterfaceLanguage): Promise<void> {
  const languages: InterfaceLanguage[] =
    language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const files = await Promise.all(languages.map(loadTranslations));
  const resources: Resource = {};
  languages.forEach((key, index) => {
    resources[key] = { translation: files[index] ?? {} };
  });
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
}
