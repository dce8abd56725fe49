import {
  API_PATHS,
  ApiErrorSchema,
  CancelInterviewSchema,
  INTERVIEW_MESSAGES,
  ScheduleInterviewSchema,
  STAFF_ROLES,
  SUBMITTAL_MESSAGES,
  SubmitToClientSchema,
  SubmittalConflictSchema,
  SubmittalPageSchema,
  SubmittalQuerySchema,
  SubmittalSchema,
  SubmittalsQuerySchema,
  UpdateSubmittalSchema,
  type Submittal,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import type { InterviewResult } from '../../services/talent/interview-service.js';
import type { MoveResult, SubmitResult } from '../../services/talent/submittal-service.js';
import { submittalPath } from '../../services/talent/submittal-service.js';

const SUBMIT_REFUSALS = {
  'candidate-not-found': [404, SUBMITTAL_MESSAGES.candidateNotFound],
  'job-not-found': [404, SUBMITTAL_MESSAGES.jobNotFound],
  'job-closed': [409, SUBMITTAL_MESSAGES.jobClosed],
  'no-email': [400, SUBMITTAL_MESSAGES.noEmail],
} as const;

function moved(result: MoveResult): Submittal {
  if ('submittal' in result) return result.submittal;
  if (result.refused === 'not-found') throw new HttpError(404, SUBMITTAL_MESSAGES.notFound);
  throw new HttpError(409, result.message);
}

function interviewed(result: InterviewResult): Submittal {
  if ('submittal' in result) return result.submittal;
  if (result.refused === 'not-found') throw new HttpError(404, SUBMITTAL_MESSAGES.notFound);
  if (result.refused === 'no-interview') throw new HttpError(409, INTERVIEW_MESSAGES.noInterview);
  throw new HttpError(409, INTERVIEW_MESSAGES.notSchedulable);
}

/**
 * Submittals (recruiters; docs/product.md#submittals): a candidate submitted to a job's end client, the
 * candidate's consent from the e-mailed link, and the moves through the client's process.
 */
export const submittalRoutes: FastifyPluginAsyncZod = async (app) => {
  const recruiters = app.requireStaffRole(STAFF_ROLES.recruiter);
  const actorOf = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { id: user.id, name: user.name };
  };

  app.post(
    API_PATHS.submitToClient,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary:
          "Submit a candidate (application, bench or lead) to a job's end client at a bill rate (minor units per hour); e-mails the candidate a right-to-represent link. 409 with the first submittal when the same person went to the same client within 90 days",
        security: [{ bearerAuth: [] }],
        body: SubmitToClientSchema,
        response: {
          200: SubmittalSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: SubmittalConflictSchema.or(ApiErrorSchema),
        },
      },
    },
    async (request, reply) => {
      const result: SubmitResult = await app.services.submittals.submit(request.body, actorOf(request));
      if ('submittal' in result) return result.submittal;
      if ('repeatOf' in result) {
        const { id, message } = result.repeatOf;
        return reply.code(409).send({ message, submittalId: id, link: submittalPath(id) });
      }
      const [status, message] = SUBMIT_REFUSALS[result.refused];
      throw new HttpError(status, message);
    },
  );

  app.get(
    API_PATHS.getSubmittals,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: "Submittals, newest first; by state, job or the candidate's name",
        security: [{ bearerAuth: [] }],
        querystring: SubmittalsQuerySchema,
        response: { 200: SubmittalPageSchema },
      },
    },
    (request) => {
      const { state, jobId, search, page, pageSize } = request.query;
      return app.queries.submittals.list({ state, jobId, search }, { page, pageSize });
    },
  );

  app.get(
    API_PATHS.getSubmittal,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'One submittal, with its consent and its interview',
        security: [{ bearerAuth: [] }],
        querystring: SubmittalQuerySchema,
        response: { 200: SubmittalSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const submittal = await app.queries.submittals.findById(request.query.id);
      if (!submittal) throw new HttpError(404, SUBMITTAL_MESSAGES.notFound);
      return submittal;
    },
  );

  app.post(
    API_PATHS.updateSubmittal,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: 'Move a submittal to another state (the moves the product allows; 409 for any other)',
        security: [{ bearerAuth: [] }],
        body: UpdateSubmittalSchema,
        response: { 200: SubmittalSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) =>
      moved(await app.services.submittals.move(request.body.id, request.body.state, actorOf(request))),
  );

  app.post(
    API_PATHS.scheduleInterview,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary:
          "Schedule a submittal's interview (it moves to Interview), or move the one scheduled (same UID, SEQUENCE raised); e-mails the candidate and the interviewers",
        security: [{ bearerAuth: [] }],
        body: ScheduleInterviewSchema,
        response: { 200: SubmittalSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => interviewed(await app.services.interviews.schedule(request.body, actorOf(request))),
  );

  app.post(
    API_PATHS.cancelInterview,
    {
      onRequest: recruiters,
      schema: {
        tags: ['back-office'],
        summary: "Cancel a submittal's scheduled interview; e-mails the candidate and the interviewers",
        security: [{ bearerAuth: [] }],
        body: CancelInterviewSchema,
        response: { 200: SubmittalSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) =>
      interviewed(await app.services.interviews.cancel(request.body.submittalId, actorOf(request))),
  );
};
