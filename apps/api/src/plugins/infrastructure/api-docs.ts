import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_DOCS_PATH } from '@smartmove/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Machine-readable API docs: OpenAPI JSON at /docs/json, browsable at /docs. */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'SmartMove API', version: '1.0.0', description: 'Website and staff portal API' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: false });
});
