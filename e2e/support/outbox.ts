import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config.ts';

const outboxDir = path.join(E2E_DATA_DIR, 'mail');

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The links of the newest mail the server wrote to its outbox for this address, waiting for it up to
 * `timeoutMs` (the server writes mail as .eml files when no SMTP server is configured).
 */
export async function linksOfLatestMailTo(address: string, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(outboxDir).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.eml'))
      .sort();
    for (const name of names.reverse()) {
      const raw = await readFile(path.join(outboxDir, name), 'utf8');
      if (!new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw)) continue;
      const text = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(raw) : raw;
      return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
}
