import {
  API_PATHS,
  RealtorLeadRecordSchema,
  MapSettingsSchema,
  PropertyRecordSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env.js';

/** The map screen's public data: properties, realtor leads and the tile settings (docs/product.md#api, docs/product.md#map). */
export const mapRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const mapRepository = app.queries.map;

  app.get(
    API_PATHS.getAnchors,
    {
      schema: {
        tags: ['map'],
        summary: 'Properties shown as pins on the map',
        response: { 200: z.array(PropertyRecordSchema) },
      },
    },
    () => mapRepository.listProperties(),
  );

  app.get(
    API_PATHS.getLeads,
    {
      schema: {
        tags: ['map'],
        summary: 'Realtor leads shown as pins on the map',
        response: { 200: z.array(RealtorLeadRecordSchema) },
      },
    },
    () => mapRepository.listRealtorLeads(),
  );

  app.get(
    API_PATHS.getMapSettings,
    {
      schema: {
        tags: ['map'],
        summary: 'Tile URL template and attribution for the map',
        response: { 200: MapSettingsSchema },
      },
    },
    () => ({ tileUrl: env.TILE_URL.trim() || null, tileAttribution: env.TILE_ATTRIBUTION }),
  );
};
