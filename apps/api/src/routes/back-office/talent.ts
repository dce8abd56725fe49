import {
  API_PATHS,
  ApiErrorSchema,
  MatchingCandidatesQuerySchema,
  MatchingCandidatesSchema,
  ResumeTextQuerySchema,
  ResumeTextSchema,
  STAFF_ROLES,
  TalentPageSchema,
  TalentSearchQuerySchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';

/**
 * Talent (recruiters and admins): the search over applications, bench consultants and know-your-worth leads,
 * a job's matching candidates, and what was read from an application's resume.
 */
export const talentRoutes: FastifyPluginAsyncZod = async (app) => {
  const recruiters = app.requireStaffRole(STAFF_ROLES.recruiter);

  app.get(
    API_PATHS.searchTalent,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary:
          'Search applications, bench consultants and know-your-worth leads by their resumes and skills: words, "phrases", OR, -word / NOT word, parentheses, word*',
        security: [{ bearerAuth: [] }],
        querystring: TalentSearchQuerySchema,
        response: { 200: TalentPageSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const result = await app.services.talent.search(request.query);
      if ('refused' in result) throw new HttpError(400, result.refused, { q: result.refused });
      return result;
    },
  );

  app.get(
    API_PATHS.getMatchingCandidates,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary:
          "A job's matching candidates: most of the job's skills named in their resume or skills first",
        security: [{ bearerAuth: [] }],
        querystring: MatchingCandidatesQuerySchema,
        response: { 200: MatchingCandidatesSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const found = await app.services.talent.matchingCandidates(request.query.jobId);
      if (!found) throw new HttpError(404, 'This job does not exist.');
      return found;
    },
  );

  app.get(
    API_PATHS.getResumeText,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: "What was read from an application's resume (pending, read, no text found, unreadable)",
        security: [{ bearerAuth: [] }],
        querystring: ResumeTextQuerySchema,
        response: { 200: ResumeTextSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const found = await app.queries.talent.resumeText(request.query.id);
      if (!found) throw new HttpError(404, 'This application does not exist.');
      return found;
    },
  );
};
