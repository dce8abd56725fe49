import type { RealtorLeadRecord, PropertyRecord } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Properties and realtor leads, in the record shapes of docs/product.md#records (arc_* field names). */
export function createMapQueries(db: Kysely<Database>) {
  return {
    async listProperties(): Promise<PropertyRecord[]> {
      const rows = await db.selectFrom('properties').selectAll().orderBy('id').execute();
      return rows.map((row) => ({
        arc_latitude: Number(row.latitude),
        arc_longitude: Number(row.longitude),
        arc_propertyname: row.property_name,
        arc_builder: row.builder,
        arc_hyperlink: row.hyperlink,
        arc_street: row.street,
        arc_city: row.city,
        arc_state: row.state,
        arc_zipcode: row.zip_code,
      }));
    },

    async listRealtorLeads(): Promise<RealtorLeadRecord[]> {
      const rows = await db.selectFrom('realtor_leads').selectAll().orderBy('id').execute();
      return rows.map((row) => ({
        arc_Latitude: Number(row.latitude),
        arc_Longitude: Number(row.longitude),
        arc_RealtorName: row.realtor_name,
        arc_RelatorPhoneNumber: row.realtor_phone,
        arc_url: row.url,
        arc_address: row.address,
        arc_price: { value: Number(row.price) },
        arc_realtorcompany: row.realtor_company,
        arc_status: { description: row.status },
      }));
    },
  };
}

export type MapQueries = ReturnType<typeof createMapQueries>;
