import { MAP_ZOOM, type MapSettings } from '@smartmove/contract';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import basemapUrl from 'virtual:us-states-basemap';
import { fanOutInSteps } from '../fan-out';
import { INITIAL_CENTRE, pinLabel, SOUTH_WEST_CENTRE, type MapLocation } from '../map-locations';
import { LEAD_PIN_SVG, PROPERTY_PIN_SVG } from '../pin-icons';

/**
 * Pins closer than this many pixels are spread apart so that every pin can be seen and clicked: two
 * 30 × 40 pins at least 34 px apart (24·√2) always leave each other a 24 × 24 px uncovered area, the
 * WCAG 2.2 minimum target size.
 */
const PIN_SPACING = 34;
const SELECTED_CLASS = 'map-pin--selected';
/** Pins are made and handed to the map this many at a time, with the main thread free in between. */
const PIN_BATCH = 250;
/** Below the tile pane (200): tiles, when there are any, draw over the states. */
const BASEMAP_PANE = 'basemap';
const STATE_STYLE: L.PathOptions = {
  color: '#8a97a8',
  weight: 1,
  opacity: 1,
  fillColor: '#f7f5ef',
  fillOpacity: 1,
};
const LEG_COLOUR = '#1b2430';
/** States drawn per task. */
const STATE_BATCH = 8;

/** Lets the browser handle input and paint before the next batch of work. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface MapCanvasProps {
  locations: readonly MapLocation[];
  /** True once the fetches are over: the view then moves to the south-west. */
  settled: boolean;
  tiles: MapSettings | undefined;
  selectedId: string | undefined;
  onSelect: (location: MapLocation) => void;
  /** Called once with the focusable map element, where focus returns when the panel closes. */
  onReady: (container: HTMLElement) => void;
}

const pinTemplates = new Map<boolean, HTMLElement>();

/** A pin's content: its artwork cloned from a parsed template (no markup parsed per pin) and its name. */
function createPinBody(location: MapLocation): HTMLElement {
  let template = pinTemplates.get(location.isLead);
  if (!template) {
    template = document.createElement('span');
    template.className = 'map-pin__body';
    template.innerHTML = location.isLead ? LEAD_PIN_SVG : PROPERTY_PIN_SVG;
    pinTemplates.set(location.isLead, template);
  }
  const body = template.cloneNode(true) as HTMLElement;
  const label = document.createElement('span');
  label.className = 'visually-hidden';
  // textContent: record values are data, never markup.
  label.textContent = pinLabel(location);
  body.append(label);
  return body;
}

/**
 * A pin's icon makes its elements when the pin is first shown, not when the marker is made: of thousands of
 * pins, only those in view (or not inside a cluster) ever get any.
 */
class PinIcon extends L.DivIcon {
  private body: HTMLElement | undefined;

  constructor(private readonly location: MapLocation) {
    // No size or anchor here: styles/map.css sizes .map-pin and puts its tip on the spot, so Leaflet writes
    // no size and margins into every pin.
    super({
      className: `map-pin map-pin--${location.isLead ? 'lead' : 'property'}`,
      iconSize: null as unknown as L.PointExpression,
    });
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    this.body ??= createPinBody(this.location);
    this.options.html = this.body;
    return super.createIcon(oldIcon);
  }
}

/** The parts of Leaflet's Marker that PinMarker and PinLayer use but Leaflet's types leave out. */
interface MarkerInternals {
  _zoomAnimated: boolean;
  _initIcon(): void;
  _removeIcon(): void;
  _removeShadow(): void;
  _animateZoom(event: L.ZoomAnimEvent): void;
  /** Puts the pin where its position is at the map's current view. */
  update(): void;
}

/**
 * A marker that leaves following the map to its layer: Leaflet's own marker adds three listeners to the map
 * as it is shown (zoom, viewreset, zoomanim), and Leaflet checks each new listener against every other of
 * its kind, which with thousands of pins cost seconds. PinLayer's one listener per event moves every pin.
 */
class PinMarker extends L.Marker {
  override getEvents(): Record<string, L.LeafletEventHandlerFn> {
    return {};
  }

  override onAdd(map: L.Map): this {
    const marker = this as unknown as MarkerInternals;
    marker._zoomAnimated = marker._zoomAnimated && map.options.markerZoomAnimation !== false;
    marker._initIcon();
    marker.update();
    return this;
  }

  override onRemove(): this {
    const marker = this as unknown as MarkerInternals;
    marker._removeIcon();
    marker._removeShadow();
    return this;
  }
}

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

/** Moves the view to the south-west once the data has loaded (docs/product.md#forms, "Map"). */
function ViewController({ settled, onReady }: Pick<MapCanvasProps, 'settled' | 'onReady'>) {
  const map = useMap();
  const movedRef = useRef(false);

  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', 'Map of properties and realtor leads');
    // The zoom level, for styles and tests: clicks on the zoom buttons are ignored while it animates.
    const showZoom = () => {
      container.dataset.zoom = String(map.getZoom());
    };
    showZoom();
    map.on('zoomend', showZoom);
    onReady(container);
    return () => {
      map.off('zoomend', showZoom);
    };
  }, [map, onReady]);

  useEffect(() => {
    if (!settled || movedRef.current) return;
    movedRef.current = true;
    map.setView(SOUTH_WEST_CENTRE, MAP_ZOOM.working, { animate: false });
  }, [map, settled]);

  return null;
}

/**
 * The offline basemap (docs/decisions/0009): every state its own vector shape, from a small GeoJSON file
 * made at build time from us-atlas and fetched only here. It is drawn whether or not there are tiles; tiles
 * draw over it.
 */
function Basemap() {
  const map = useMap();

  useEffect(() => {
    const pane = map.getPane(BASEMAP_PANE) ?? map.createPane(BASEMAP_PANE);
    pane.style.zIndex = '150';
    const controller = new AbortController();
    const layer = L.geoJSON(undefined, {
      // Leaflet gives the pane an SVG renderer of its own.
      pane: BASEMAP_PANE,
      interactive: false,
      style: STATE_STYLE,
    }).addTo(map);
    const draw = async () => {
      const response = await fetch(basemapUrl, { signal: controller.signal });
      if (!response.ok) throw new Error(`${response.status}`);
      const states = (await response.json()) as GeoJSON.FeatureCollection;
      // A few states at a time, each drawn as it is added: no long task however detailed the shapes.
      for (let first = 0; first < states.features.length; first += STATE_BATCH) {
        if (first > 0) await yieldToMain();
        if (controller.signal.aborted) return;
        const batch: GeoJSON.FeatureCollection = {
          ...states,
          features: states.features.slice(first, first + STATE_BATCH),
        };
        layer.addData(batch);
      }
    };
    // Without the basemap (the file could not be fetched) the pins and the panel still work.
    draw().catch(() => undefined);
    return () => {
      controller.abort();
      layer.remove();
    };
  }, [map]);

  return null;
}

/** A location's pin stays as long as its location does not change (the same spot and label). */
function pinKey(location: MapLocation): string {
  return `${location.id}|${location.latitude}|${location.longitude}|${pinLabel(location)}`;
}

interface Pins {
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
function createPins(map: L.Map, onSelect: (location: MapLocation) => void): Pins {
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
    // The marker-cluster plugin extends the global L that Leaflet defines.
    await import('leaflet.markercluster');
    const group = L.markerClusterGroup({
      disableClusteringAtZoom: MAP_ZOOM.working,
      showCoverageOnHover: false,
      // The batches below keep each call short; the plugin's own chunking would let a call end unfinished.
      chunkedLoading: false,
      iconCreateFunction: createClusterIcon,
    });
    group.on('click', (event) => {
      const location = locationOf.get((event as L.LeafletEvent & { layer: L.Layer }).layer);
      if (location) onSelect(location);
    });
    group.on('keydown', (event) => {
      const keyboardEvent = (event as L.LeafletKeyboardEvent).originalEvent;
      const location = locationOf.get((event as L.LeafletEvent & { layer: L.Layer }).layer);
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

/** The pins of the locations, on the map of the surrounding MapContainer. */
function PinLayer({
  locations,
  selectedId,
  onSelect,
}: Pick<MapCanvasProps, 'locations' | 'selectedId' | 'onSelect'>) {
  const map = useMap();
  const onSelectRef = useRef(onSelect);
  const pinsRef = useRef<Pins | undefined>(undefined);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const pins = createPins(map, (location) => onSelectRef.current(location));
    pinsRef.current = pins;
    return () => {
      pins.destroy();
      pinsRef.current = undefined;
    };
  }, [map]);

  useEffect(() => {
    pinsRef.current?.show(locations);
  }, [map, locations]);

  useEffect(() => {
    pinsRef.current?.select(selectedId);
  }, [map, selectedId]);

  return null;
}

/** The Leaflet map. Loaded lazily and only in the browser: Leaflet needs `window`. */
export default function MapCanvas({
  locations,
  settled,
  tiles,
  selectedId,
  onSelect,
  onReady,
}: MapCanvasProps) {
  return (
    <MapContainer
      center={INITIAL_CENTRE}
      zoom={MAP_ZOOM.working}
      minZoom={MAP_ZOOM.min}
      maxZoom={MAP_ZOOM.max}
      className="anchor-map__canvas"
    >
      <Basemap />
      {tiles?.tileUrl ? <TileLayer url={tiles.tileUrl} attribution={tiles.tileAttribution} /> : null}
      <ViewController settled={settled} onReady={onReady} />
      <PinLayer locations={locations} selectedId={selectedId} onSelect={onSelect} />
    </MapContainer>
  );
}
