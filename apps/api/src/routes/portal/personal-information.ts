import {
  API_PATHS,
  AddressLookupSchema,
  AddressResponseSchema,
  AddressSchema,
  PersonalInformationResponseSchema,
  PersonalInformationSchema,
  USER_TYPE_CODES,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/application/auth.js';
import { HttpError } from '../../errors.js';

/** The caller's personal information and address (the profile itself comes from GetProfile). */
export const portalPersonalInformationRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.queries.profiles;
  const anyRole = app.requireRole(...USER_TYPE_CODES);

  app.get(
    API_PATHS.getPersonalInformation,
    {
      onRequest: anyRole,
      schema: {
        tags: ['portal'],
        summary: "The caller's personal information",
        security: [{ bearerAuth: [] }],
        response: { 200: PersonalInformationResponseSchema },
      },
    },
    async (request) => {
      const found = await profiles.findPersonalInformation(requireUser(request).id);
      if (!found) throw new HttpError(401, 'Please sign in');
      return found;
    },
  );

  app.get(
    API_PATHS.getAddress,
    {
      onRequest: anyRole,
      schema: {
        tags: ['portal'],
        summary: "The caller's address (null until saved)",
        security: [{ bearerAuth: [] }],
        response: { 200: AddressLookupSchema },
      },
    },
    async (request) => ({
      address: (await app.queries.addresses.find(requireUser(request).id)) ?? null,
    }),
  );

  app.post(
    API_PATHS.updatePersonalInformation,
    {
      onRequest: anyRole,
      schema: {
        tags: ['portal'],
        summary: "Update the caller's personal information",
        security: [{ bearerAuth: [] }],
        body: PersonalInformationSchema,
        response: { 200: PersonalInformationResponseSchema },
      },
    },
    async (request) => {
      const saved = await app.services.profiles.updatePersonalInformation(
        requireUser(request).id,
        request.body,
      );
      if (!saved) throw new HttpError(401, 'Please sign in');
      return saved;
    },
  );

  app.post(
    API_PATHS.updateAddress,
    {
      onRequest: anyRole,
      schema: {
        tags: ['portal'],
        summary: "Update the caller's address",
        security: [{ bearerAuth: [] }],
        body: AddressSchema,
        response: { 200: AddressResponseSchema },
      },
    },
    (request) => app.services.profiles.updateAddress(requireUser(request).id, request.body),
  );
};
