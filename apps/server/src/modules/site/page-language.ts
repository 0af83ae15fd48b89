import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '@club/shared/constants';
import type { FastifyRequest } from 'fastify';

const known = new Set<string>(INTERFACE_LANGUAGES);
const isKnown = (value: unknown): value is InterfaceLanguage => typeof value === 'string' && known.has(value);

/**
 * The language a page is rendered in: `?lang=` (the address search engines and language links give),
 * else the visitor's choice (the `language` cookie the web app sets with it), else French.
 */
export function pageLanguage(request: FastifyRequest): InterfaceLanguage {
  const fromAddress = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  if (isKnown(fromAddress)) return fromAddress;
  const fromCookie = request.cookies?.language;
  return isKnown(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}
