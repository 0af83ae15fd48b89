import { Typography } from '@mantine/core';

/**
 * Shows a news item's content. The server sanitized it when it was saved (an allow-list of tags, no
 * script, no event handler, no javascript: link), so it is rendered as the HTML it is; nothing else
 * may be passed here.
 */
export function RichTextView({ sanitizedHtml, lang }: { sanitizedHtml: string; lang?: string }) {
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (modules/news/sanitize.ts) */}
      <div lang={lang} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />
    </Typography>
  );
}
