import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { INTERFACE_LANGUAGES } from '@club/shared/constants';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const translationsDir = path.resolve(import.meta.dirname, '../../public/Translations');
const sourceDir = path.resolve(import.meta.dirname, '..');
const load = (language: string): Tree =>
  JSON.parse(readFileSync(path.join(translationsDir, `${language}.json`), 'utf8')) as Tree;

/** Every leaf of a translation file as `a.b.c`, with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [leaf, text] of leaves(value, `${prefix}${key}.`)) found.set(leaf, text);
  }
  return found;
}

/** The `{{name}}` placeholders of a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('interface translations', () => {
  const french = leaves(load('fr'));

  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'fr'))(
    '%s has every French text, no other, with the same placeholders',
    (language) => {
      const other = leaves(load(language));
      expect([...other.keys()].sort()).toEqual([...french.keys()].sort());
      for (const [key, text] of french) {
        expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
      }
    },
  );

  it('has every key the interface asks for by name (plurals as key_one and key_other)', () => {
    const sources = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'),
    );
    const asked = new Set<string>();
    for (const file of sources) {
      const code = readFileSync(path.join(sourceDir, file), 'utf8');
      for (const match of code.matchAll(/\bt\(\s*'([\w.]+)'/g)) if (match[1]) asked.add(match[1]);
    }
    expect(asked.size).toBeGreaterThan(100);
    const missing = [...asked].filter((key) => !french.has(key) && !french.has(`${key}_other`));
    expect(missing).toEqual([]);
  });

  it('has no empty text', () => {
    for (const language of INTERFACE_LANGUAGES) {
      for (const [key, text] of leaves(load(language)))
        expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  /** Lower case, placeholders and punctuation out, words separated by one space: words as axe compares them. */
  const words = (text: string) =>
    ` ${text
      .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `;

  it("names a row's button with its visible text ('xOf' holds 'x'): WCAG 2.5.3, label in name", () => {
    let pairs = 0;
    for (const language of INTERFACE_LANGUAGES) {
      const texts = leaves(load(language));
      for (const [key, text] of texts) {
        const visible = key.endsWith('Of') ? texts.get(key.slice(0, -2)) : undefined;
        if (visible === undefined) continue;
        pairs += 1;
        expect(words(text), `${language} ${key}`).toContain(words(visible));
      }
    }
    expect(pairs).toBeGreaterThan(20);
  });
});
