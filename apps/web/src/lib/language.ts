import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '@club/shared/constants';
import { isServerRender, serverRequest } from './render-environment.ts';

const STORAGE_KEY = 'language';
/** The same choice as a cookie, so the server renders a page in it (apps/server site/page-language.ts). */
const COOKIE_NAME = 'language';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function isInterfaceLanguage(value: string | null | undefined): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** The language the page was rendered in on the server, when it was: the browser keeps it. */
let renderedLanguage: InterfaceLanguage | null = null;

export function keepRenderedLanguage(language: InterfaceLanguage): void {
  renderedLanguage = language;
}

/** The person's stored choice, if any (local storage). */
export function storedLanguageChoice(): InterfaceLanguage | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isInterfaceLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The page's language: the server render's, else the stored preference, else French (the default). */
export function storedLanguage(): InterfaceLanguage {
  if (isServerRender) return serverRequest().language;
  return renderedLanguage ?? storedLanguageChoice() ?? DEFAULT_LANGUAGE;
}

/** Stores the choice where the server sees it too (a cookie for the whole site). */
export function rememberLanguage(language: InterfaceLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is missing from Safari before 18.4 and Firefox
  document.cookie = `${COOKIE_NAME}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/**
 * Changing the language stores it and reloads the page (SPEC.md section 1); a `lang` in the address
 * (a search engine's link to one language) would override the choice, so it is dropped.
 */
export function switchLanguage(language: InterfaceLanguage): void {
  rememberLanguage(language);
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.location.replace(url.toString());
  } else {
    window.location.reload();
  }
}
