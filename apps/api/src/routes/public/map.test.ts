import { RealtorLeadRecordSchema, MapSettingsSchema, PropertyRecordSchema } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PROPERTIES, DEMO_REALTOR_LEADS } from '../../db/seed-data.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const PROPERTY_KEYS = [
  'arc_latitude',
  'arc_longitude',
  'arc_propertyname',
  'arc_builder',
  'arc_hyperlink',
  'arc_street',
  'arc_city',
  'arc_state',
  'arc_zipcode',
];

const LEAD_KEYS = [
  'arc_Latitude',
  'arc_Longitude',
  'arc_RealtorName',
  'arc_RelatorPhoneNumber',
  'arc_url',
  'arc_address',
  'arc_price',
  'arc_realtorcompany',
  'arc_status',
];

describeOnEngines('map records', (engine) => {
  const api = useTestApp(engine);

  it('GET /CRM/GetAnchors returns every seeded property in the spec record shape', async () => {
    const response = await api.anonymous.get('/CRM/GetAnchors');
    expect(response.statusCode).toBe(200);
    const body: unknown[] = response.json();
    expect(body).toHaveLength(DEMO_PROPERTIES.length);
    for (const record of body)
      expect(Object.keys(record as object).sort()).toEqual([...PROPERTY_KEYS].sort());
    const properties = z.array(PropertyRecordSchema).parse(body);
    const phoenix = DEMO_PROPERTIES[0]!;
    expect(properties).toContainEqual({
      arc_latitude: phoenix.latitude,
      arc_longitude: phoenix.longitude,
      arc_propertyname: phoenix.property_name,
      arc_builder: phoenix.builder,
      arc_hyperlink: phoenix.hyperlink,
      arc_street: phoenix.street,
      arc_city: phoenix.city,
      arc_state: phoenix.state,
      arc_zipcode: phoenix.zip_code,
    });
    expect(properties.map((property) => property.arc_propertyname).sort()).toEqual(
      DEMO_PROPERTIES.map((property) => property.property_name).sort(),
    );
  });

  it('GET /CRM/getleads returns every seeded lead with arc_price {value} and arc_status {description}', async () => {
    const response = await api.anonymous.get('/CRM/getleads');
    expect(response.statusCode).toBe(200);
    const body: unknown[] = response.json();
    expect(body).toHaveLength(DEMO_REALTOR_LEADS.length);
    for (const record of body) expect(Object.keys(record as object).sort()).toEqual([...LEAD_KEYS].sort());
    const leads = z.array(RealtorLeadRecordSchema).parse(body);
    const first = DEMO_REALTOR_LEADS[0]!;
    expect(leads).toContainEqual({
      arc_Latitude: first.latitude,
      arc_Longitude: first.longitude,
      arc_RealtorName: first.realtor_name,
      arc_RelatorPhoneNumber: first.realtor_phone,
      arc_url: first.url,
      arc_address: first.address,
      arc_price: { value: first.price },
      arc_realtorcompany: first.realtor_company,
      arc_status: { description: first.status },
    });
    for (const lead of leads) {
      expect(typeof lead.arc_price.value).toBe('number');
      expect(lead.arc_status.description.length).toBeGreaterThan(0);
    }
  });

  it('the map endpoints are public', async () => {
    for (const url of ['/CRM/GetAnchors', '/CRM/getleads', '/CRM/GetMapSettings']) {
      const response = await api.anonymous.get(url);
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('GET /CRM/GetMapSettings answers no tile URL by default: the map draws its offline basemap only', async () => {
    const response = await api.anonymous.get('/CRM/GetMapSettings');
    expect(response.statusCode).toBe(200);
    expect(MapSettingsSchema.parse(response.json())).toEqual({
      tileUrl: null,
      tileAttribution: api.env.TILE_ATTRIBUTION,
    });
    // No tile server, so pages allow images from no other origin.
    const page = await api.anonymous.get('/anchor-locations');
    expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data: blob:(;|$)/);
  });
});

describe('map settings with a tile server', () => {
  const TILE_URL = 'https://{s}.tiles.example.org/{z}/{x}/{y}.png';
  const api = useTestApp('sqlite', { env: { TILE_URL, TILE_ATTRIBUTION: 'Example tiles' } });

  it('answers the configured tile URL and attribution, and pages allow images from its hosts', async () => {
    const response = await api.anonymous.get('/CRM/GetMapSettings');
    expect(response.json()).toEqual({ tileUrl: TILE_URL, tileAttribution: 'Example tiles' });
    const page = await api.anonymous.get('/anchor-locations');
    expect(page.headers['content-security-policy']).toContain('https://*.tiles.example.org');
  });
});
