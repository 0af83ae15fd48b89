import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { addStyles } from '../styles/page-styles.ts';
import './map.css';

addStyles('leaflet', leafletCss, 'base');

/** Set on every map: its own stacking context under the rest of the app (map.css). */
const MAP_CLASS = 'club-map';

/** For a box that holds a map and controls of the page drawn over it: the same stacking context (map.css). */
export const MAP_STACK_CLASS = 'club-map-stack';

/** Tiles that fail this many times in a row mean the imagery is unreachable: show the fallback notice. */
const FAILED_TILES_BEFORE_FALLBACK = 4;

/**
 * A Leaflet map on the satellite imagery of `tileUrl`. The container's own background is a plain sea
 * colour, so when tiles cannot load (offline, blocked) the spots, their labels and the layers stay
 * readable on it, and a small notice says the imagery is unavailable.
 */
export function createBaseMap(
  element: HTMLElement,
  options: { tileUrl: string; unavailableLabel: string; zoomControl?: boolean },
): L.Map {
  element.classList.add(MAP_CLASS);
  const map = L.map(element, {
    zoomControl: options.zoomControl ?? true,
    worldCopyJump: true,
    preferCanvas: false,
    attributionControl: true,
  });
  const tiles = L.tileLayer(options.tileUrl, { maxZoom: 20, maxNativeZoom: 19, crossOrigin: false });
  let failures = 0;
  let notice: L.Control | null = null;
  tiles.on('tileerror', () => {
    failures += 1;
    if (failures >= FAILED_TILES_BEFORE_FALLBACK && notice === null) {
      const control = new L.Control({ position: 'bottomleft' });
      control.onAdd = () => {
        const div = L.DomUtil.create('div', 'club-map-offline');
        div.textContent = options.unavailableLabel;
        div.setAttribute('role', 'status');
        return div;
      };
      notice = control.addTo(map);
      element.dataset.tiles = 'unavailable';
    }
  });
  tiles.on('tileload', () => {
    failures = 0;
    if (notice) {
      notice.remove();
      notice = null;
      element.dataset.tiles = 'ok';
    }
  });
  tiles.addTo(map);
  return map;
}
