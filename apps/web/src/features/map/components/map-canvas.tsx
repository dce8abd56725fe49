import { MAP_ZOOM, type MapSettings } from '@smartmove/contract';
import { MapContainer, TileLayer } from 'react-leaflet';
import { INITIAL_CENTRE, type MapLocation } from '../map-locations';
import { Basemap } from './basemap';
import { PinLayer } from './pin-layer';
import { ViewController } from './view-controller';

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
