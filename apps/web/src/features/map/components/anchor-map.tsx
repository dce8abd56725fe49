import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import '../../../styles/map.css';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useIsClient } from '../../../hooks/use-is-client';
import { notifyError } from '../../../lib/toast';
import { useAnchorsQuery } from '../api/get-anchors';
import { useRealtorLeadsQuery } from '../api/get-realtor-leads';
import { useMapSettingsQuery } from '../api/get-map-settings';
import { statusTextOf, toMapLocations, type MapLocation } from '../map-locations';
import { LEAD_PIN_SVG, PROPERTY_PIN_SVG } from '../pin-icons';
import { LocationPanel } from './location-panel';

// Leaflet touches `window` when it loads, so it is fetched in the browser only, and only on this page.
const MapCanvas = lazy(() => import('./map-canvas'));

function useErrorToast(error: unknown) {
  useEffect(() => {
    if (error) notifyError(statusTextOf(error), 'Error');
  }, [error]);
}

/** The map screen (docs/product.md#pages): properties, then leads, one pin each; a side panel per pin. */
export function AnchorMap({ title }: { title: string }) {
  const isClient = useIsClient();
  const anchors = useAnchorsQuery();
  const leads = useRealtorLeadsQuery({ enabled: !anchors.isPending });
  const settings = useMapSettingsQuery();
  const [selectedId, setSelectedId] = useState<string>();
  const [mapContainer, setMapContainer] = useState<HTMLElement>();

  useErrorToast(anchors.error);
  useErrorToast(leads.error);
  useErrorToast(settings.error);

  const locations = useMemo(
    () => toMapLocations(anchors.data ?? [], leads.data ?? []),
    [anchors.data, leads.data],
  );
  const fetching = anchors.isPending || leads.isPending;
  const selected = locations.find((location) => location.id === selectedId);

  const select = useCallback((location: MapLocation) => setSelectedId(location.id), []);
  const close = useCallback(() => {
    setSelectedId(undefined);
    // Back to the pin that opened the panel, or to the map when that pin is gone (zoomed into a cluster).
    const pin = selectedId
      ? document.querySelector<HTMLElement>(`[data-location-id="${CSS.escape(selectedId)}"]`)
      : null;
    (pin ?? mapContainer)?.focus();
  }, [selectedId, mapContainer]);
  const onReady = useCallback((container: HTMLElement) => setMapContainer(container), []);

  const propertyCount = anchors.data?.length ?? 0;
  const leadCount = leads.data?.length ?? 0;
  return (
    <div className="anchor-map">
      <div className="anchor-map__bar">
        <h1 className="anchor-map__title">{title}</h1>
        <ul className="anchor-map__legend" aria-label="Legend">
          <li>
            <span
              className="anchor-map__legend-icon"
              dangerouslySetInnerHTML={{ __html: PROPERTY_PIN_SVG }}
            />
            Property <span className="anchor-map__count">{fetching ? '' : `(${propertyCount})`}</span>
          </li>
          <li>
            <span className="anchor-map__legend-icon" dangerouslySetInnerHTML={{ __html: LEAD_PIN_SVG }} />
            Lead <span className="anchor-map__count">{fetching ? '' : `(${leadCount})`}</span>
          </li>
        </ul>
      </div>
      <div className="anchor-map__stage">
        {isClient ? (
          <Suspense fallback={null}>
            <MapCanvas
              locations={locations}
              settled={!fetching}
              tiles={settings.data}
              selectedId={selectedId}
              onSelect={select}
              onReady={onReady}
            />
          </Suspense>
        ) : null}
        {fetching || !mapContainer ? (
          <div className="anchor-map__loader" role="status">
            <span className="spinner" aria-hidden="true" />
            Processing...
          </div>
        ) : null}
        {selected ? <LocationPanel location={selected} onClose={close} /> : null}
      </div>
    </div>
  );
}
