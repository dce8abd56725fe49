import { MAP_ZOOM } from '@smartmove/contract';
import L from 'leaflet';
import { fanOutInSteps } from './fan-out';
import { pinLabel, type MapLocation } from './map-locations';
import { createClusterGroup } from './pin-cluster';
import { PinIcon, PinMarker, type MarkerInternals } from './pin-markers';
import { yieldToMain } from './yield-to-main';

/**
 * Pins closer than this many pixels are spread apart so that every pin can be seen and clicked: two
 * 30 × 40 pins at least 34 px apart (24·√2) always leave each other a 24 × 24 px uncovered area, the
 * WCAG 2.2 minimum target size.
 */
const PIN_SPACING = 34;
const SELECTED_CLASS = 'map-pin--selected';
/** Pins are made and handed to the map this many at a time, with the main thread free in between. */
const PIN_BATCH = 250;
const LEG_COLOUR = '#1b2430';

/** A location's pin stays as long as its location does not change (the same spot and label). */
function pinKey(location: MapLocation): string {
  return `${location.id}|${location.latitude}|${location.longitude}|${pinLabel(location)}`;
}

export interface Pins {
  /** Shows these locations: keeps the pins that stay, removes the others and adds the new ones. */
  show(locations: readonly MapLocation[]): void;
  select(id: string | undefined): void;
  destroy(): void;
}

/**
 * The pins of one map: clustered below the working zoom; at the working zoom and closer every pin is shown,
 * and pins that would cover each other fan out with a thin leg to their true spot.
 *
 * The map starts without blocking the main thread for long, whatever the number of pins: the cluster code
 * is fetched only once there are pins to show; pins are made and handed to the cluster group in batches
 * with the main thread yielded in between, and when more locations arrive (the leads after the properties)
 * only the new ones are added; a pin gets its elements only when it is first shown; the fan-out runs a step
 * per task; the legs are three paths however many pins fan out; and one listener per event serves every pin.
 */
export function createPins(map: L.Map, onSelect: (location: MapLocation) => void): Pins {
  const container = map.getContainer();
  // How many pins the map has placed, for tests and styles: it changes once every pin is in.
  container.dataset.pins = '0';
  let destroyed = false;
  let selectedId: string | undefined;
  /** Bumped by every show() and lay-out: older work stops at its next yield. */
  let showing = 0;
  let layingOut = 0;
  let queue = Promise.resolve();
  let cluster: L.MarkerClusterGroup | undefined;
  const markers = new Map<string, L.Marker>();
  const locationOf = new Map<L.Layer, MapLocation>();
  const offsets = new Map<L.Marker, L.Point>();
  // Legs and the dots at the pins' true spots: one path each, however many pins fan out.
  const legs = L.polyline([], { interactive: false, color: LEG_COLOUR, weight: 1.5, opacity: 0.75 });
  const dotRims = L.polyline([], { interactive: false, color: '#fff', weight: 8, lineCap: 'round' });
  const dots = L.polyline([], { interactive: false, color: LEG_COLOUR, weight: 6, lineCap: 'round' });

  // Pin elements come and go as the clusters change: decorate each one when it is added.
  const decorate = (marker: L.Marker) => {
    const element = marker.getElement();
    const location = locationOf.get(marker);
    if (!element || !location) return;
    element.dataset.locationId = location.id;
    element.classList.toggle(SELECTED_CLASS, location.id === selectedId);
    const offset = offsets.get(marker);
    // CSS translate composes with the transform Leaflet positions the pin with.
    element.style.translate = offset ? `${offset.x}px ${offset.y}px` : '';
  };
  const onLayerAdd = (event: L.LayerEvent) => {
    if (locationOf.has(event.layer)) decorate(event.layer as L.Marker);
  };
  // Every pin shown follows the map: one listener per event for all of them (see PinMarker).
  const movePins = () => {
    for (const marker of markers.values()) {
      if (marker.getElement()) (marker as unknown as MarkerInternals).update();
    }
  };
  const animatePins = (event: L.ZoomAnimEvent) => {
    for (const marker of markers.values()) {
      const internals = marker as unknown as MarkerInternals;
      if (marker.getElement() && internals._zoomAnimated) internals._animateZoom(event);
    }
  };

  /** Lays the pins out for the current zoom, a step per task; a newer lay-out ends an older one. */
  const layOut = async () => {
    layingOut += 1;
    const run = layingOut;
    const stale = () => destroyed || run !== layingOut;
    const zoom = map.getZoom();
    const shown = [...markers.values()];
    const legLines: L.LatLng[][] = [];
    const dotLines: L.LatLng[][] = [];
    const next = new Map<L.Marker, L.Point>();
    if (zoom >= MAP_ZOOM.working) {
      const points = shown.map((marker) => map.project(marker.getLatLng(), zoom));
      const steps = fanOutInSteps(points, PIN_SPACING);
      let step = steps.next();
      while (!step.done) {
        await yieldToMain();
        if (stale()) return;
        step = steps.next();
      }
      const spread = step.value;
      shown.forEach((marker, index) => {
        const from = points[index];
        const to = spread[index];
        if (!from || !to || Math.hypot(to.x - from.x, to.y - from.y) < 0.5) return;
        next.set(marker, L.point(to.x - from.x, to.y - from.y));
        const spot = marker.getLatLng();
        legLines.push([spot, map.unproject(L.point(to.x, to.y), zoom)]);
        // A line from a point to itself with round ends is a dot.
        dotLines.push([spot, spot]);
      });
    }
    offsets.clear();
    for (const [marker, offset] of next) offsets.set(marker, offset);
    legs.setLatLngs(legLines);
    dotRims.setLatLngs(dotLines);
    dots.setLatLngs(dotLines);
    for (let first = 0; first < shown.length; first += PIN_BATCH) {
      if (first > 0) {
        await yieldToMain();
        if (stale()) return;
      }
      for (const marker of shown.slice(first, first + PIN_BATCH)) decorate(marker);
    }
    container.dataset.pins = String(markers.size);
  };
  const layOutAgain = () => {
    void layOut();
  };

  const createCluster = async () => {
    const group = await createClusterGroup((layer) => locationOf.get(layer), onSelect);
    map.on('layeradd', onLayerAdd);
    map.on('zoom viewreset', movePins);
    map.on('zoomanim', animatePins);
    map.on('zoomend', layOutAgain);
    legs.addTo(map);
    dotRims.addTo(map);
    dots.addTo(map);
    group.addTo(map);
    return group;
  };

  const sync = async (locations: readonly MapLocation[], run: number) => {
    const stale = () => destroyed || run !== showing;
    if (locations.length === 0 && !cluster) return;
    cluster ??= await createCluster();
    if (stale()) return;
    const wanted = new Map(locations.map((location) => [pinKey(location), location]));
    const gone = [...markers].filter(([key]) => !wanted.has(key));
    if (gone.length > 0) {
      cluster.removeLayers(gone.map(([, marker]) => marker));
      for (const [key, marker] of gone) {
        markers.delete(key);
        locationOf.delete(marker);
        offsets.delete(marker);
      }
    }
    const added: MapLocation[] = [];
    for (const [key, location] of wanted) {
      const marker = markers.get(key);
      if (marker) locationOf.set(marker, location);
      else added.push(location);
    }
    for (let first = 0; first < added.length; first += PIN_BATCH) {
      if (first > 0) {
        await yieldToMain();
        if (stale()) return;
      }
      const batch = added.slice(first, first + PIN_BATCH).map((location) => {
        const marker = new PinMarker([location.latitude, location.longitude], {
          icon: new PinIcon(location),
          title: pinLabel(location),
          keyboard: true,
          riseOnHover: true,
        });
        markers.set(pinKey(location), marker);
        locationOf.set(marker, location);
        return marker;
      });
      cluster.addLayers(batch);
    }
    await yieldToMain();
    if (stale()) return;
    await layOut();
  };

  return {
    show(locations) {
      showing += 1;
      const run = showing;
      queue = queue.then(() => sync(locations, run)).catch(() => undefined);
    },
    select(id) {
      selectedId = id;
      for (const [marker, location] of locationOf) {
        (marker as L.Marker).getElement()?.classList.toggle(SELECTED_CLASS, location.id === id);
      }
    },
    destroy() {
      destroyed = true;
      map.off('layeradd', onLayerAdd);
      map.off('zoom viewreset', movePins);
      map.off('zoomanim', animatePins);
      map.off('zoomend', layOutAgain);
      if (cluster) map.removeLayer(cluster);
      map.removeLayer(legs);
      map.removeLayer(dotRims);
      map.removeLayer(dots);
    },
  };
}
