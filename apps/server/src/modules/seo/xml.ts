import { escapeXml as escapeMarkup } from '@club/shared/domain/kml/writer';

/**
 * Text made safe inside XML 1.0 text and quoted attributes: markup characters escaped (as the KML
 * writer does), and the characters XML 1.0 cannot hold at all (control characters, lone surrogates,
 * U+FFFE/FFFF) dropped, since one of them would make the whole document unreadable to a feed reader
 * or a crawler.
 */
export function escapeXml(value: string): string {
  return escapeMarkup(value.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, ''));
}
