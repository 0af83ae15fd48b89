import L from 'leaflet';
import { addStyles } from '../styles/page-styles.ts';

let loading: Promise<void> | null = null;

/**
 * Loads leaflet-geoman (vertex, radius and drag editing of shapes) for the layer editor only. Its
 * bundle reads the global `L`, so the module instance of Leaflet is published there first.
 */
export function loadGeoman(): Promise<void> {
  loading ??= (async () => {
    (window as unknown as { L: typeof L }).L = L;
    await import('@geoman-io/leaflet-geoman-free');
    const { default: geomanCss } = await import(
      '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css?inline'
    );
    addStyles('leaflet-geoman', geomanCss, 'base');
  })();
  return loading;
}
