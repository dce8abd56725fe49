import type { RealtorLeadRecord, PropertyRecord } from '@smartmove/contract';
import { ApiRequestError } from '../../lib/api-client';

/** A pin on the map (docs/product.md#records, "Map location item"): coordinates, a lead flag and its record. */
export type MapLocation =
  | { id: string; latitude: number; longitude: number; isLead: false; property: PropertyRecord }
  | { id: string; latitude: number; longitude: number; isLead: true; lead: RealtorLeadRecord };

export type LatLngTuple = [latitude: number, longitude: number];

/** Near the geographic middle of the contiguous United States: the view before the data arrives. */
export const INITIAL_CENTRE: LatLngTuple = [39.5, -98.35];
/** The south-western United States, where the properties and leads are: the view once they have loaded. */
export const SOUTH_WEST_CENTRE: LatLngTuple = [34.4, -111.6];

export function toMapLocations(
  properties: readonly PropertyRecord[],
  leads: readonly RealtorLeadRecord[],
): MapLocation[] {
  return [
    ...properties.map((property, index): MapLocation => ({
      id: `property-${index}`,
      latitude: property.arc_latitude,
      longitude: property.arc_longitude,
      isLead: false,
      property,
    })),
    ...leads.map((lead, index): MapLocation => ({
      id: `lead-${index}`,
      latitude: lead.arc_Latitude,
      longitude: lead.arc_Longitude,
      isLead: true,
      lead,
    })),
  ];
}

/** The accessible name of a pin, e.g. "Property: Desert Bloom Residences" or "Lead: Maria Lopez". */
export function pinLabel(location: MapLocation): string {
  return location.isLead
    ? `Lead: ${location.lead.arc_RealtorName}`
    : `Property: ${location.property.arc_propertyname}`;
}

const PRICE_FORMAT = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function formatPrice(value: number): string {
  return PRICE_FORMAT.format(value);
}

/** Reason phrases for when the response carries none (HTTP/2 has no status text). */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The HTTP status text of a failed map fetch, for the "Error" toast (docs/product.md#errors). */
export function statusTextOf(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return error.statusText || REASON_PHRASES[error.status] || `HTTP ${error.status}`;
  }
  if (error instanceof TypeError) return 'Network Error';
  return 'Invalid Response';
}
