import L from 'leaflet';
import './leaflet-global.ts';
import 'leaflet.markercluster';
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css?inline';
import { addStyles } from '../styles/page-styles.ts';
import { markerIcon } from './kml-shapes.ts';
import { declutterLabels, LABEL_RAISED_CLASS } from './label-declutter.ts';

addStyles('leaflet-markercluster', clusterCss, 'base');

/** What the home map needs of a spot to place it. */
export interface PlacedSpot {
  Id: number;
  Name: string;
  Latitude: number;
  Longitude: number;
}

export interface SpotMarkers {
  /** Shows these spots (and only these). */
  show(spots: readonly PlacedSpot[]): void;
  remove(): void;
}

/** Spots closer than this on screen (px) gather into one cluster. */
const CLUSTER_RADIUS_PX = 60;

/**
 * A text as an element holding it as text. Leaflet writes a string given as a tooltip's or icon's
 * content with innerHTML: a spot's name (written by a manager) is never given to it as a string, or a
 * name such as `<meta http-equiv="refresh" ...>` would become markup on every visitor's page.
 */
function textElement(text: string): HTMLElement {
  const element = document.createElement('span');
  element.textContent = text;
  return element;
}

/** A cluster's round badge with its count; its accessible name says what a click does. */
function clusterIcon(count: number, label: string): L.DivIcon {
  const icon = L.divIcon({
    className: 'spot-cluster',
    html: textElement(String(count)),
    iconSize: [40, 40],
  });
  const createIcon = icon.createIcon.bind(icon);
  icon.createIcon = (previous) => {
    const element = createIcon(previous);
    element.setAttribute('aria-label', label);
    element.title = label;
    return element;
  };
  return icon;
}

/**
 * The spots of the home map: spots that crowd the screen gather into a cluster with their count
 * (Leaflet.markercluster, as uMap does), and a click on it zooms to them; each spot shows its name where
 * there is room, and a name that would cover another name or marker shows on hover or keyboard focus.
 */
export function addSpotMarkers(
  map: L.Map,
  options: { onSelect(spotId: number): void; clusterLabel(count: number): string },
): SpotMarkers {
  const group = L.markerClusterGroup({
    maxClusterRadius: CLUSTER_RADIUS_PX,
    showCoverageOnHover: false,
    spiderfyOnMaxZoom: true,
    zoomToBoundsOnClick: true,
    iconCreateFunction: (cluster) =>
      clusterIcon(cluster.getChildCount(), options.clusterLabel(cluster.getChildCount())),
  }).addTo(map);
  let markers: L.Marker[] = [];

  let pending = 0;
  const declutterSoon = () => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(() => declutterLabels(map, markers));
  };
  map.on('zoomend moveend resize', declutterSoon);
  group.on('animationend spiderfied unspiderfied', declutterSoon);

  const raise = (marker: L.Marker, raised: boolean) =>
    marker.getTooltip()?.getElement()?.classList.toggle(LABEL_RAISED_CLASS, raised);

  function spotMarker(spot: PlacedSpot): L.Marker {
    const marker = L.marker([spot.Latitude, spot.Longitude], {
      icon: markerIcon('diving'),
      title: spot.Name,
      alt: spot.Name,
      keyboard: true,
    })
      .bindTooltip(textElement(spot.Name), {
        permanent: true,
        direction: 'right',
        offset: [12, -18], // as label-declutter.ts's first side
        className: 'spot-label',
      })
      .on('click', () => options.onSelect(spot.Id))
      .on('mouseover', () => raise(marker, true))
      .on('mouseout', () => raise(marker, false));
    // Keyboard users reach a hidden name as a mouse does.
    marker.on('add', () => {
      const element = marker.getElement();
      if (!element) return;
      L.DomEvent.on(element, 'focus', () => raise(marker, true));
      L.DomEvent.on(element, 'blur', () => raise(marker, false));
    });
    return marker;
  }

  return {
    show(spots) {
      group.clearLayers();
      markers = spots.map(spotMarker);
      group.addLayers(markers);
      declutterSoon();
    },
    remove() {
      cancelAnimationFrame(pending);
      map.off('zoomend moveend resize', declutterSoon);
      group.remove();
    },
  };
}
