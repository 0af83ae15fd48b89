import { useEffect, useRef, useState } from 'react';
import { siteName } from './video-site-name.ts';
import { videoStillUrl } from './video-still-url.ts';
import classes from './video-thumbnail.module.css';

/** YouTube answers a video without a still image with a 120 x 90 grey placeholder: the poster is better. */
const PLACEHOLDER_MAX_WIDTH = 120;

/** A play sign drawn with SVG paths (a disc and a triangle), never a text glyph. */
function PlaySign() {
  return (
    <svg className={classes.play} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="rgb(0 0 0 / 0.45)" stroke="white" strokeWidth="2.5" />
      <path d="M19 14.5v19l15-9.5z" fill="white" />
    </svg>
  );
}

/**
 * A video's picture, filling its box: the site's still image when it loads (YouTube), else a drawn
 * poster with the title, the site's name and a play sign. Decorative for assistive technologies: the
 * button or link around it carries the video's name.
 */
export function VideoThumbnail(props: VideoThumbnailProps) {
  // A new address starts again from its own still image.
  return <Thumbnail key={props.url} {...props} />;
}

interface VideoThumbnailProps {
  name: string;
  url: string;
  source: number;
  size?: 'sm' | 'lg';
}

/** A still image that came: YouTube's grey placeholder counts as none. */
const stillState = (image: HTMLImageElement) =>
  image.naturalWidth > PLACEHOLDER_MAX_WIDTH ? ('loaded' as const) : ('failed' as const);

function Thumbnail({ name, url, source, size = 'sm' }: VideoThumbnailProps) {
  const still = videoStillUrl(url);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image may have loaded or failed before React took the page over, its event gone.
  useEffect(() => {
    if (image.current?.complete) setState(stillState(image.current));
  }, []);
  const site = siteName(source);
  const shown = still !== null && state === 'loaded';
  return (
    <span
      className={classes.poster}
      data-size={size}
      data-site={site}
      data-thumbnail={shown ? 'still' : 'poster'}
      aria-hidden="true"
    >
      {still !== null && state !== 'failed' && (
        <img
          ref={image}
          className={classes.still}
          src={still}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          data-loaded={shown}
          onLoad={(event) => setState(stillState(event.currentTarget))}
          onError={() => setState('failed')}
        />
      )}
      <span className={classes.shade} />
      {/* Spaces between the texts: the button around reads 'YouTube Plongée…', not 'YouTubePlongée…',
          and its name ('Lire sur YouTube : Plongée…') holds that text (WCAG 2.5.3). */}
      <span className={classes.site}>{site}</span> <PlaySign /> <span className={classes.title}>{name}</span>
    </span>
  );
}
