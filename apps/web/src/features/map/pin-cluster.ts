import { MAP_ZOOM } from '@smartmove/contract';
import L from 'leaflet';
import type { MapLocation } from './map-locations';

/** A cluster's round badge: its count, and what activating it does for screen readers. */
function createClusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 36 : count < 100 ? 42 : 50;
  return L.divIcon({
    html: `<span aria-hidden="true">${count}</span><span class="visually-hidden">${count} locations, zoom in</span>`,
    className: 'map-cluster',
    iconSize: [size, size],
  });
}

function isActivationKey(event: KeyboardEvent): boolean {
  return event.key === 'Enter' || event.key === ' ';
}

/**
 * The cluster group the pins go into (its code fetched only now): a pin clicked, or activated with Enter or
 * Space, selects its location; a cluster activated from the keyboard zooms to its pins, as a click does.
 */
export async function createClusterGroup(
  locationOf: (layer: L.Layer) => MapLocation | undefined,
  onSelect: (location: MapLocation) => void,
): Promise<L.MarkerClusterGroup> {
  // The marker-cluster plugin extends the global L that Leaflet defines.
  await import('leaflet.markercluster');
  const group = L.markerClusterGroup({
    disableClusteringAtZoom: MAP_ZOOM.working,
    showCoverageOnHover: false,
    // map-pins.ts hands pins over in short batches; the plugin's own chunking would leave a call unfinished.
    chunkedLoading: false,
    iconCreateFunction: createClusterIcon,
  });
  group.on('click', (event) => {
    const location = locationOf((event as L.LeafletEvent & { layer: L.Layer }).layer);
    if (location) onSelect(location);
  });
  group.on('keydown', (event) => {
    const keyboardEvent = (event as L.LeafletKeyboardEvent).originalEvent;
    const location = locationOf((event as L.LeafletEvent & { layer: L.Layer }).layer);
    if (!location || !isActivationKey(keyboardEvent)) return;
    keyboardEvent.preventDefault();
    onSelect(location);
  });
  group.on('clusterkeydown', (event) => {
    const keyboardEvent = (event as unknown as L.LeafletKeyboardEvent).originalEvent;
    if (!isActivationKey(keyboardEvent)) return;
    keyboardEvent.preventDefault();
    (event as unknown as { layer: L.MarkerCluster }).layer.zoomToBounds();
  });
  return group;
}
