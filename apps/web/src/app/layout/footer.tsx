import { pages } from '@club/shared/pages';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClub } from '../../lib/club-context.tsx';
import classes from './layout.module.css';

/** Only plain web links from the club's settings become links (never javascript: and the like). */
function safeWebLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function Footer() {
  const { t } = useTranslation();
  const club = useClub();
  const facebook = safeWebLink(club.Facebook_link);
  const phone = club.Phone?.trim() || null;
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <Text size="sm">
          © {new Date().getFullYear()} {club.Name}
        </Text>
        <ul className={classes.footerLinks} aria-label={t('footer.links')}>
          {phone && (
            <li>
              <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm" c="inherit" underline="always">
                {t('footer.phone', { phone })}
              </Anchor>
            </li>
          )}
          {facebook && (
            <li>
              <Anchor
                href={facebook}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                c="inherit"
                underline="always"
              >
                {t('footer.facebook')}
              </Anchor>
            </li>
          )}
          <li>
            <Anchor component={Link} to={pages.legalNotice.to()} size="sm" c="inherit" underline="always">
              {t('nav.legalNotice')}
            </Anchor>
          </li>
        </ul>
      </div>
    </footer>
  );
}
