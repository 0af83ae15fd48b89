import { describe, expect, it } from 'vitest';
import { plainTextExcerpt } from './excerpt.ts';

describe('plainTextExcerpt', () => {
  it('drops tags, scripts and styles, decodes entities and collapses white space', () => {
    const html =
      '<p>Sortie&nbsp;à <b>Porquerolles</b> &amp; Port-Cros</p><script>alert(1)</script><style>p{}</style><p>Rendez-vous&#x20;au port &#233;</p>';
    expect(plainTextExcerpt(html)).toBe('Sortie à Porquerolles & Port-Cros Rendez-vous au port é');
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text = 'plongée '.repeat(40);
    const excerpt = plainTextExcerpt(text, 50);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(50);
    expect(excerpt.endsWith('plongée…')).toBe(true);
  });

  it('never cuts an emoji in half and keeps short text whole', () => {
    expect(plainTextExcerpt('🐠'.repeat(30), 10)).toBe(`${'🐠'.repeat(9)}…`);
    expect(plainTextExcerpt('  Court.  ')).toBe('Court.');
  });

  it('drops control characters and leaves unknown entities as they are', () => {
    expect(plainTextExcerpt('a\u0001b\u0007c &bogus; &#0;')).toBe('a b c &bogus; &#0;');
  });
});
