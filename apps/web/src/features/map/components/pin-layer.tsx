import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { createPins, type Pins } from '../map-pins';
import type { MapLocation } from '../map-locations';

/** The pins of the locations, on the map of the surrounding MapContainer. */
export function PinLayer({
  locations,
  selectedId,
  onSelect,
}: {
  locations: readonly MapLocation[];
  selectedId: string | undefined;
  onSelect: (location: MapLocation) => void;
}) {
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
