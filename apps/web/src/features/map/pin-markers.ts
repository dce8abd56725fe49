import L from 'leaflet';
import { pinLabel, type MapLocation } from './map-locations';
import { LEAD_PIN_SVG, PROPERTY_PIN_SVG } from './pin-icons';

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
export class PinIcon extends L.DivIcon {
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

/** The parts of Leaflet's Marker that PinMarker and map-pins.ts use but Leaflet's types leave out. */
export interface MarkerInternals {
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
 * its kind, which with thousands of pins cost seconds. One listener per event (map-pins.ts) moves every pin.
 */
export class PinMarker extends L.Marker {
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
