import { Anchor, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The club's Facebook page widget, only when the club has a Facebook link. The plain link comes first,
 * so the page still leads there when facebook.com cannot be reached (the frame then stays empty).
 */
export function FacebookPage({ link }: { link: string | null }) {
  const { t } = useTranslation();
  if (!link || !/^https:\/\/(www\.)?facebook\.com\//i.test(link)) return null;
  const src = `https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(link)}&tabs=timeline&width=340&height=400&small_header=true`;
  return (
    <Box>
      <Anchor href={link} target="_blank" rel="noopener noreferrer">
        {t('clubPages.facebook')}
      </Anchor>
      <Box mt="xs">
        <iframe
          title={t('clubPages.facebook')}
          src={src}
          width={340}
          height={400}
          loading="lazy"
          style={{ border: 0, maxWidth: '100%' }}
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      </Box>
    </Box>
  );
}
