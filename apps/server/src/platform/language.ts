import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '@club/shared/constants';
import type { FastifyRequest } from 'fastify';

const known = new Set<string>(INTERFACE_LANGUAGES);

/** The language of a request: the `Language` header, else the first known tag of Accept-Language, else fr. */
export function requestLanguage(request: FastifyRequest): InterfaceLanguage {
  const explicit = request.headers.language;
  if (typeof explicit === 'string' && known.has(explicit.toLowerCase())) {
    return explicit.toLowerCase() as InterfaceLanguage;
  }
  const accept = request.headers['accept-language'] ?? '';
  for (const part of accept.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase() ?? '';
    if (known.has(tag)) return tag as InterfaceLanguage;
  }
  return DEFAULT_LANGUAGE;
}

/** The member's language when the interface has it (the language of the mails it is sent), else French. */
export function mailLanguage(languageKey: string): InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(languageKey)
    ? (languageKey as InterfaceLanguage)
    : DEFAULT_LANGUAGE;
}

/**
 * The outing's start, written the reader's way, in the club's time zone (where the outing happens),
 * named so that a member reading from elsewhere is not misled.
 */
export function formatOutingDate(date: Date, language: InterfaceLanguage, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}
