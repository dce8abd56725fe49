import { MAP_ZOOM } from '@smartmove/contract';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { SOUTH_WEST_CENTRE } from '../map-locations';

/** Moves the view to the south-west once the data has loaded (docs/product.md#forms, "Map"). */
export function ViewController({
  settled,
  onReady,
}: {
  /** True once the fetches are over: the view then moves to the south-west. */
  settled: boolean;
  /** Called once with the focusable map element, where focus returns when the panel closes. */
  onReady: (container: HTMLElement) => void;
}) {
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
