import type { ReactNode } from 'react';
import classes from './club-picture.module.css';

/**
 * A picture of the club across the page's width (the first carousel slide): a strip of modest
 * height at the top of home, a hero on the club page with `children` (its name) over its bottom.
 * Decorative: what it shows is said by the page's heading. Asked for first: it is the largest thing the
 * first screen paints.
 */
export function ClubPicture({
  src,
  variant,
  children,
}: {
  src: string;
  variant: 'strip' | 'hero';
  children?: ReactNode;
}) {
  return (
    <div className={`${classes.picture} ${classes[variant]}`} data-testid={`club-picture-${variant}`}>
      <img src={src} alt="" decoding="async" fetchPriority="high" />
      {children && <div className={classes.overlay}>{children}</div>}
    </div>
  );
}
