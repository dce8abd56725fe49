import { LeadRecordSchema, PropertyRecordSchema, z } from '@smartmove/contract';

/**
 * Loaded with the answers of the map's queries (get-anchors.ts, get-leads.ts, get-map-settings.ts):
 * /anchor-locations hydrates without zod.
 */
export const PropertyListSchema = z.array(PropertyRecordSchema);
export const LeadListSchema = z.array(LeadRecordSchema);
export { MapSettingsSchema } from '@smartmove/contract';
