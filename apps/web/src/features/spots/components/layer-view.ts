import { SPOT_ZOOM } from '@club/shared/constants';
import type { LatLngBounds } from '@club/shared/domain/kml/types';
import L from 'leaflet';

export const toLeafletBounds = (bounds: LatLngBounds) =>
  L.latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]);

/**
 * Moves the map onto a layer's box: always (`when: 'always'`, after an import), or only when none of
 * it is in view (`'outside'`: a layer far from the spot), so a layer around the spot keeps the view
 * the manager chose. No closer than the spot's own zoom, with a margin so shapes are not cut.
 */
export function showLayer(map: L.Map, bounds: L.LatLngBounds, when: 'always' | 'outside'): void {
  if (!bounds.isValid()) return;
  if (when === 'outside' && map.getBounds().intersects(bounds)) return;
  map.fitBounds(bounds, { padding: [24, 24], maxZoom: SPOT_ZOOM, animate: false });
}
