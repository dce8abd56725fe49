import { MAP_ZOOM, type MapSettings } from '@smartmove/contract';
// Leaflet first: the marker-cluster plugin extends the global L that Leaflet defines.
import L from 'leaflet';
import 'leaflet.markercluster';
import { useEffect, useRef } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { fanOut } from '../fan-out';
import { INITIAL_CENTRE, pinLabel, SOUTH_WEST_CENTRE, type MapLocation } from '../map-locations';
import { LEAD_PIN_SVG, PIN_SIZE, PROPERTY_PIN_SVG } from '../pin-icons';

/**
 * Pins closer than this many pixels are spread apart so that every pin can be seen and clicked: two
 * 30 × 40 pins at least 34 px apart (24·√2) always leave each other a 24 × 24 px uncovered area, the
 * WCAG 2.2 minimum target size.
 */
const PIN_SPACING = 34;
const SELECTED_CLASS = 'map-pin--selected';

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

function createPinIcon(location: MapLocation): L.DivIcon {
  const body = document.createElement('span');
  body.className = 'map-pin__body';
  body.innerHTML = location.isLead ? LEAD_PIN_SVG : PROPERTY_PIN_SVG;
  const label = document.createElement('span');
  label.className = 'visually-hidden';
  // textContent: record values are data, never markup.
  label.textContent = pinLabel(location);
  body.append(label);
  return L.divIcon({
    html: body,
    className: `map-pin map-pin--${location.isLead ? 'lead' : 'property'}`,
    iconSize: [PIN_SIZE.width, PIN_SIZE.height],
    iconAnchor: [PIN_SIZE.width / 2, PIN_SIZE.height],
  });
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
 * One pin per location, clustered below the working zoom; at the working zoom and closer every pin is
 * shown, and pins that would cover each other fan out with a thin leg to their true spot.
 */
function PinLayer({
  locations,
  selectedId,
  onSelect,
}: Pick<MapCanvasProps, 'locations' | 'selectedId' | 'onSelect'>) {
  const map = useMap();
  const onSelectRef = useRef(onSelect);
  const selectedIdRef = useRef(selectedId);
  const markersRef = useRef(new Map<string, L.Marker>());

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    selectedIdRef.current = selectedId;
    for (const [id, marker] of markersRef.current) {
      marker.getElement()?.classList.toggle(SELECTED_CLASS, id === selectedId);
    }
  }, [selectedId]);

  useEffect(() => {
    const markers = new Map<string, L.Marker>();
    const offsets = new Map<string, L.Point>();
    const legs = L.layerGroup();
    const cluster = L.markerClusterGroup({
      disableClusteringAtZoom: MAP_ZOOM.working,
      showCoverageOnHover: false,
      chunkedLoading: true,
      iconCreateFunction: createClusterIcon,
    });

    // Pin elements come and go as the clusters change: decorate each one when it is added.
    const decorate = (id: string, marker: L.Marker) => {
      const element = marker.getElement();
      if (!element) return;
      element.dataset.locationId = id;
      element.classList.toggle(SELECTED_CLASS, id === selectedIdRef.current);
      const offset = offsets.get(id);
      // CSS translate composes with the transform Leaflet positions the pin with.
      element.style.translate = offset ? `${offset.x}px ${offset.y}px` : '';
    };

    for (const location of locations) {
      const marker = L.marker([location.latitude, location.longitude], {
        icon: createPinIcon(location),
        title: pinLabel(location),
        keyboard: true,
        riseOnHover: true,
      });
      marker.on('click', () => onSelectRef.current(location));
      marker.on('keydown', (event) => {
        const keyboardEvent = (event as L.LeafletKeyboardEvent).originalEvent;
        if (!isActivationKey(keyboardEvent)) return;
        keyboardEvent.preventDefault();
        onSelectRef.current(location);
      });
      marker.on('add', () => decorate(location.id, marker));
      markers.set(location.id, marker);
    }
    markersRef.current = markers;

    cluster.on('clusterkeydown', (event) => {
      const keyboardEvent = (event as unknown as L.LeafletKeyboardEvent).originalEvent;
      if (!isActivationKey(keyboardEvent)) return;
      keyboardEvent.preventDefault();
      (event as unknown as { layer: L.MarkerCluster }).layer.zoomToBounds();
    });

    const layOut = () => {
      legs.clearLayers();
      offsets.clear();
      const zoom = map.getZoom();
      if (zoom >= MAP_ZOOM.working) {
        const entries = [...markers.entries()];
        const points = entries.map(([, marker]) => map.project(marker.getLatLng(), zoom));
        const spread = fanOut(points, PIN_SPACING);
        entries.forEach(([id, marker], index) => {
          const from = points[index];
          const to = spread[index];
          if (!from || !to || Math.hypot(to.x - from.x, to.y - from.y) < 0.5) return;
          offsets.set(id, L.point(to.x - from.x, to.y - from.y));
          const shownAt = map.unproject(L.point(to.x, to.y), zoom);
          legs.addLayer(
            L.polyline([marker.getLatLng(), shownAt], {
              interactive: false,
              color: '#1b2430',
              weight: 1.5,
              opacity: 0.75,
            }),
          );
          legs.addLayer(
            L.circleMarker(marker.getLatLng(), {
              interactive: false,
              radius: 3,
              color: '#fff',
              weight: 1,
              fillColor: '#1b2430',
              fillOpacity: 1,
            }),
          );
        });
      }
      for (const [id, marker] of markers) decorate(id, marker);
    };

    legs.addTo(map);
    cluster.addLayers([...markers.values()]);
    cluster.addTo(map);
    layOut();
    map.on('zoomend', layOut);
    return () => {
      map.off('zoomend', layOut);
      map.removeLayer(cluster);
      map.removeLayer(legs);
      markersRef.current = new Map();
    };
  }, [map, locations]);

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
      {tiles?.tileUrl ? <TileLayer url={tiles.tileUrl} attribution={tiles.tileAttribution} /> : null}
      <ViewController settled={settled} onReady={onReady} />
      <PinLayer locations={locations} selectedId={selectedId} onSelect={onSelect} />
    </MapContainer>
  );
}
