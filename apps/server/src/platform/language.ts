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
