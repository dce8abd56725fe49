import { z } from '../zod.js';

/**
 * Tile settings for the map (docs/product.md#map), served by the API from its configuration so the client
 * and the CSP img-src always agree. A null tileUrl means "no tile server": pins still work.
 */
export const MapSettingsSchema = z.object({
  tileUrl: z.string().nullable(),
  tileAttribution: z.string(),
});
export type MapSettings = z.infer<typeof MapSettingsSchema>;
