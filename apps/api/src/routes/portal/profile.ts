import {
  API_PATHS,
  AUTH_MESSAGES,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MIME_TYPES,
  PartnerSignUpBodySchema,
  ProfileSchema,
  USER_TYPE_CODES,
  USER_TYPES,
  UpdateRemindersBodySchema,
  hasFakeEmail,
  type Profile,
} from '@smartmove/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/application/auth.js';
import { HttpError } from '../../errors.js';
import { receiveUpload, type UploadKind } from '../shared/receive-upload.js';
import { acceptUploads } from '../../plugins/infrastructure/uploads.js';
import type { User } from '../../repositories/people/users-repository.js';

/** The multipart field of POST /UploadProfileImage. */
export const PROFILE_IMAGE_FIELD = 'file';

/** A profile image is never shown by name: its name is not kept. */
const PROFILE_IMAGE_UPLOAD: UploadKind = {
  field: PROFILE_IMAGE_FIELD,
  folder: 'profile-images',
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  mimeTypes: PROFILE_IMAGE_MIME_TYPES,
  messages: {
    tooLarge: AUTH_MESSAGES.imageTooBig,
    wrongType: AUTH_MESSAGES.imageType,
    tooManyFiles: 'Please upload one image only',
    notMultipart: 'Please send the image as multipart/form-data',
  },
  fieldLimits: { fields: 5 },
  quota: 'person',
};

export function toProfile(user: User): Profile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phoneNo: user.phone,
    userType: user.userType,
    companyName: user.companyName,
    companyWebsite: user.companyWebsite,
    hasProfileImage: user.profileImageName !== null,
    hasFakeEmail: hasFakeEmail(user.email),
    createdAt: user.createdAt,
    status: user.status,
    roles: user.staffRoles,
    reminders: user.remindersEnabled,
  };
}

/** GetProfile (both hosts), PartnerSignUp, UploadProfileImage and the profile image itself. */
export const portalProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const users = app.queries.users;
  const anyRole = app.requireRole(...USER_TYPE_CODES);

  async function requireAccount(request: FastifyRequest): Promise<User> {
    const user = await users.findById(requireUser(request).id);
    // A valid token of an account that no longer exists.
    if (!user) throw new HttpError(401, 'Please sign in');
    return user;
  }

  for (const [url, summary] of [
    [API_PATHS.getAccountProfile, "The caller's account profile (real-estate-style API)"],
    [API_PATHS.getProfile, "The caller's profile"],
  ] as const) {
    app.get(
      url,
      {
        // A pending account keeps its own profile (docs/product.md#back-office).
        config: { allowPending: true },
        onRequest: anyRole,
        schema: { tags: ['auth'], summary, security: [{ bearerAuth: [] }], response: { 200: ProfileSchema } },
      },
      async (request) => toProfile(await requireAccount(request)),
    );
  }

  app.post(
    API_PATHS.updateReminders,
    {
      onRequest: anyRole,
      schema: {
        tags: ['portal'],
        summary: "Turn the caller's reminders (Friday time sheet, Monday approvals digest) on or off",
        security: [{ bearerAuth: [] }],
        body: UpdateRemindersBodySchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      const user = await requireAccount(request);
      await app.services.reminders.setRemindersEnabled(user, request.body.reminders);
      return toProfile(await requireAccount(request));
    },
  );

  app.post(
    API_PATHS.partnerSignUp,
    {
      config: { allowPending: true },
      onRequest: app.requireRole(USER_TYPES.partner),
      schema: {
        tags: ['auth'],
        summary: "Save a partner's company details",
        security: [{ bearerAuth: [] }],
        body: PartnerSignUpBodySchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      const user = await requireAccount(request);
      await app.services.profiles.updateCompany(user.id, {
        companyName: request.body.companyName,
        companyWebsite: request.body.companyWebsite || null,
      });
      return toProfile((await users.findById(user.id)) ?? user);
    },
  );

  app.post(
    API_PATHS.uploadProfileImage,
    {
      config: { allowPending: true },
      onRequest: anyRole,
      schema: {
        tags: ['auth'],
        summary: `Upload the caller's profile image (multipart field "${PROFILE_IMAGE_FIELD}": JPEG, PNG or WebP, at most 5 MB)`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      const user = await requireAccount(request);
      return receiveUpload(request, PROFILE_IMAGE_UPLOAD, async ({ file: image }) => {
        if (!image) {
          throw new HttpError(400, AUTH_MESSAGES.imageRequired, {
            [PROFILE_IMAGE_FIELD]: AUTH_MESSAGES.imageRequired,
          });
        }
        await app.services.profiles.replaceProfileImage(user.id, image);
        return toProfile({ ...user, profileImageName: image.storedName });
      });
    },
  );

  app.get(
    API_PATHS.getProfileImage,
    {
      config: { allowPending: true },
      onRequest: anyRole,
      schema: {
        tags: ['auth'],
        summary: "The caller's profile image (404 when there is none)",
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const user = await requireAccount(request);
      const image = user.profileImageName ? await app.fileStorage.open(user.profileImageName) : undefined;
      if (!user.profileImageName || !image) throw new HttpError(404, AUTH_MESSAGES.noProfileImage);
      const extension = user.profileImageName.split('.').pop();
      const mimeType = extension === 'jpg' ? 'image/jpeg' : `image/${extension}`;
      return reply
        .type(mimeType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(image);
    },
  );
};
