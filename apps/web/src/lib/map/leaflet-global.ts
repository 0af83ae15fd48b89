import L from 'leaflet';

// Leaflet plugins published as scripts (Leaflet.markercluster) extend the global `L`: the module
// instance of Leaflet is published there before they are evaluated (import this module first).
(window as unknown as { L: typeof L }).L = L;
