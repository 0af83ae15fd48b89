import { describe, expect, it } from 'vitest';
import { isBlankRichText, sanitizeRichText } from './rich-text.ts';

describe('rich text of news', () => {
  it('keeps the allowed subset and opens links safely', () => {
    const html = sanitizeRichText(
      '<h2>Titre</h2><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></p><ul><li>e</li></ul>' +
        '<blockquote>f</blockquote><a href="https://ex.org" target="_self">g</a><a href="mailto:a@b.org">h</a>',
    );
    expect(html).toContain('<h2>Titre</h2><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></p>');
    expect(html).toContain('<ul><li>e</li></ul><blockquote>f</blockquote>');
    expect(html).toContain(
      '<a href="https://ex.org" target="_blank" rel="noopener noreferrer nofollow">g</a>',
    );
    expect(html).toContain(
      '<a href="mailto:a@b.org" rel="noopener noreferrer nofollow" target="_blank">h</a>',
    );
  });

  it('drops scripts, styles, frames, event handlers and unsafe addresses', () => {
    const html = sanitizeRichText(
      '<p onmouseover="x()">ok<script>alert(1)</script></p><style>p{}</style><iframe src="https://x"></iframe>' +
        '<a href="JaVaScRiPt:alert(1)">a</a><a href="&#106;avascript:alert(1)">b</a>' +
        '<img src="https://ex.org/a.png" onerror="x()"><img src="/files/news/a.webp">' +
        '<img src="http://ex.org/a.png"><img src="//evil.org/a.png"><img src="data:image/png;base64,AA">' +
        '<svg><script>alert(2)</script></svg><span style="color:red">s</span>',
    );
    expect(html).toBe(
      '<p>ok</p><a rel="noopener noreferrer nofollow" target="_blank">a</a>' +
        '<a rel="noopener noreferrer nofollow" target="_blank">b</a>' +
        '<img src="https://ex.org/a.png" /><img src="/files/news/a.webp" />s',
    );
  });

  it('tells content that shows nothing from content that shows words or a picture', () => {
    expect(isBlankRichText(sanitizeRichText('<p>&nbsp; </p><script>alert(1)</script>'))).toBe(true);
    expect(isBlankRichText(sanitizeRichText('<p><img src="/files/a.webp"></p>'))).toBe(false);
    expect(isBlankRichText(sanitizeRichText('<p>mot</p>'))).toBe(false);
  });
});
