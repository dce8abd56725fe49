import { RealtorLeadRecordSchema, PropertyRecordSchema, z } from '@smartmove/contract';

/**
 * Loaded with the answers of the map's queries (get-anchors.ts, get-realtor-leads.ts, get-map-settings.ts):
 * /anchor-locations hydrates without zod.
 */
export const PropertyListSchema = z.array(PropertyRecordSchema);
export const RealtorLeadListSchema = z.array(RealtorLeadRecordSchema);
export { MapSettingsSchema } from '@smartmove/contract';
