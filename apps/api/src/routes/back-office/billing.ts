import {
  AddClientSchema,
  AddPlacementSchema,
  API_PATHS,
  ApiErrorSchema,
  ChangePlacementRatesSchema,
  ClientNamePageSchema,
  ClientPageSchema,
  ClientSchema,
  ClientsQuerySchema,
  EndPlacementSchema,
  PlacementPageSchema,
  PlacementSchema,
  PlacementsQuerySchema,
  STAFF_ROLES,
  UpdateClientSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import type { Refusal } from '../../services/billing/client-service.js';

const REFUSAL_STATUS = { 'not-found': 404, invalid: 400, conflict: 409 } as const;

/** A service's refusal as the API answers it: its status, its message, the field it is about. */
export function refuse(result: Refusal): never {
  throw new HttpError(
    REFUSAL_STATUS[result.refused],
    result.message,
    result.field ? { [result.field]: result.message } : undefined,
  );
}

/** Clients and placements (finance and admins; docs/product.md#billing); recruiters read the clients' names. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const finance = app.requireStaffRole(STAFF_ROLES.finance);
  const service = app.services.clients;
  const common = { tags: ['billing'], security: [{ bearerAuth: [] }] };
  const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

  app.get(
    API_PATHS.getClients,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary: 'Clients by name',
        querystring: ClientsQuerySchema,
        response: { 200: ClientPageSchema },
      },
    },
    (request) => app.queries.clients.list(request.query),
  );

  app.get(
    API_PATHS.getClientNames,
    {
      onRequest: app.requireStaffRole(STAFF_ROLES.recruiter, STAFF_ROLES.finance),
      schema: {
        ...common,
        summary:
          'The names of the clients alone, by name (the "Client" of the job form; recruiters and finance)',
        querystring: ClientsQuerySchema,
        response: { 200: ClientNamePageSchema },
      },
    },
    (request) => app.queries.clients.listNames(request.query),
  );

  app.post(
    API_PATHS.addClient,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary: 'Add a client',
        body: AddClientSchema,
        response: { 200: ClientSchema, ...errors },
      },
    },
    async (request) => {
      const result = await service.addClient(request.body, requireUser(request));
      return 'refused' in result ? refuse(result) : result;
    },
  );

  app.post(
    API_PATHS.updateClient,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary: "Change a client's fields (office and currency fixed once it has invoices)",
        body: UpdateClientSchema,
        response: { 200: ClientSchema, ...errors },
      },
    },
    async (request) => {
      const result = await service.updateClient(request.body, requireUser(request));
      return 'refused' in result ? refuse(result) : result;
    },
  );

  app.get(
    API_PATHS.getPlacements,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary: 'Placements, latest start first, with their rate periods',
        querystring: PlacementsQuerySchema,
        response: { 200: PlacementPageSchema },
      },
    },
    (request) => app.queries.placements.list(request.query),
  );

  app.post(
    API_PATHS.addPlacement,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary: 'Place a consultant on a client project, with rates from the start date',
        body: AddPlacementSchema,
        response: { 200: PlacementSchema, ...errors },
      },
    },
    async (request) => {
      const result = await service.addPlacement(request.body, requireUser(request));
      return 'refused' in result ? refuse(result) : result;
    },
  );

  app.post(
    API_PATHS.changePlacementRates,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary: 'New rates from a date on; the days before keep theirs (never before an issued invoice)',
        body: ChangePlacementRatesSchema,
        response: { 200: PlacementSchema, ...errors },
      },
    },
    async (request) => {
      const result = await service.changeRates(request.body, requireUser(request));
      return 'refused' in result ? refuse(result) : result;
    },
  );

  app.post(
    API_PATHS.endPlacement,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary: "Set a placement's last day (today when not given)",
        body: EndPlacementSchema,
        response: { 200: PlacementSchema, ...errors },
      },
    },
    async (request) => {
      const result = await service.endPlacement(request.body, requireUser(request));
      return 'refused' in result ? refuse(result) : result;
    },
  );
};
