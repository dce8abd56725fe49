import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import basemapUrl from 'virtual:us-states-basemap';
import { yieldToMain } from '../yield-to-main';

/** Below the tile pane (200): tiles, when there are any, draw over the states. */
const BASEMAP_PANE = 'basemap';
const STATE_STYLE: L.PathOptions = {
  color: '#8a97a8',
  weight: 1,
  opacity: 1,
  fillColor: '#f7f5ef',
  fillOpacity: 1,
};
/** States drawn per task. */
const STATE_BATCH = 8;

/**
 * The offline basemap (docs/decisions/0009): every state its own vector shape, from a small GeoJSON file
 * made at build time from us-atlas and fetched only here. It is drawn whether or not there are tiles; tiles
 * draw over it.
 */
export function Basemap() {
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
