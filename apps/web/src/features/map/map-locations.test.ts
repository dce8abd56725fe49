import type { RealtorLeadRecord, PropertyRecord } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { formatPrice, pinLabel, statusTextOf, toMapLocations } from './map-locations';

const PROPERTY: PropertyRecord = {
  arc_latitude: 33.4484,
  arc_longitude: -112.074,
  arc_propertyname: 'Desert Bloom Residences',
  arc_builder: 'Sonoran Homes',
  arc_hyperlink: 'https://properties.example.com/desert-bloom-residences',
  arc_street: '120 N Central Ave',
  arc_city: 'Phoenix',
  arc_state: 'AZ',
  arc_zipcode: '85004',
};

const LEAD: RealtorLeadRecord = {
  arc_Latitude: 33.4942,
  arc_Longitude: -111.9261,
  arc_RealtorName: 'Maria Lopez',
  arc_RelatorPhoneNumber: '+1 480 555 0140',
  arc_url: 'https://realtors.example.com/maria-lopez',
  arc_address: '7014 E Camelback Rd, Scottsdale, AZ 85251',
  arc_price: { value: 685000 },
  arc_realtorcompany: 'Camelback Realty',
  arc_status: { description: 'New' },
};

describe('toMapLocations', () => {
  it('makes one location per record with its coordinates and the lead flag', () => {
    const locations = toMapLocations([PROPERTY], [LEAD]);
    expect(locations).toHaveLength(2);
    expect(locations[0]).toMatchObject({ latitude: 33.4484, longitude: -112.074, isLead: false });
    expect(locations[1]).toMatchObject({ latitude: 33.4942, longitude: -111.9261, isLead: true });
    expect(new Set(locations.map((location) => location.id)).size).toBe(2);
    expect(locations.map(pinLabel)).toEqual(['Property: Desert Bloom Residences', 'Lead: Maria Lopez']);
  });
});

describe('statusTextOf', () => {
  it('uses the response status text, or the standard phrase when there is none (HTTP/2)', () => {
    expect(statusTextOf(new ApiRequestError('boom', 500, {}, 'Internal Server Error'))).toBe(
      'Internal Server Error',
    );
    expect(statusTextOf(new ApiRequestError('boom', 503))).toBe('Service Unavailable');
    expect(statusTextOf(new ApiRequestError('boom', 599))).toBe('HTTP 599');
    expect(statusTextOf(new TypeError('Failed to fetch'))).toBe('Network Error');
  });
});

describe('formatPrice', () => {
  it('shows whole US dollars', () => {
    expect(formatPrice(685000)).toBe('$685,000');
  });
});
