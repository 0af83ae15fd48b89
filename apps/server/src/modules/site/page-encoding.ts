import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { TTL_MS } from '../../platform/data/read-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The encoding a browser takes: Brotli, else gzip, else none (`q=0` refuses one). */
export function pageEncoding(request: FastifyRequest): PageEncoding {
  const accepted = new Set(
    String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Compressed copies of rendered pages, by the page's cache key (which carries the generations of the
 * club's data, so a change makes the old copies unreachable) and encoding; kept no longer than the
 * read cache keeps the page.
 */
const copies = new LRUCache<string, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (copy) => copy.length,
  ttl: TTL_MS,
});

function compress(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const text = Buffer.from(html, 'utf8');
  return encoding === 'br'
    ? brotli(text, {
        params: {
          // Quality 6 compresses a 60 KB page in a few milliseconds, within 5% of the best size.
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
        },
      })
    : gzipAsync(text, { level: 6 });
}

/** The page's bytes in `encoding`, compressed once per kept page. `key` null: not kept (compressed each time). */
export async function encodedPage(
  key: string | null,
  html: string,
  encoding: PageEncoding,
): Promise<Buffer | string> {
  if (encoding === 'identity') return html;
  const copyKey = key === null ? null : `${key}\u0000${encoding}`;
  const kept = copyKey === null ? undefined : copies.get(copyKey);
  if (kept) return kept;
  const copy = await compress(html, encoding);
  if (copyKey !== null) copies.set(copyKey, copy);
  return copy;
}
