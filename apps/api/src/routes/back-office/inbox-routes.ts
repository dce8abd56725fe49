import {
  AddRecordNoteSchema,
  INBOX_MESSAGES,
  RecordIdQuerySchema,
  STAFF_ROLES,
  type Page,
} from '@smartmove/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import type {
  InboxActor,
  InboxRowPatch,
  InboxUpdateResult,
} from '../../repositories/recruiting/inbox-shared.js';
import type { PageRequest } from '../../repositories/pagination.js';
import { CSV_MIME_TYPE, csvFileName, csvStream, mapBatches } from '../../services/csv-export.js';
import { sendDownload } from '../shared/send-download.js';
import { COSTLY_READ } from '../shared/rate-limits.js';

/** Answers a service's refusal as HTTP; returns when the change was made. */
export function requireUpdated(result: InboxUpdateResult, notFoundMessage: string): void {
  if ('notFound' in result) throw new HttpError(404, notFoundMessage);
  if ('invalidAssignee' in result) {
    throw new HttpError(400, INBOX_MESSAGES.assignee, { assignedTo: INBOX_MESSAGES.assignee });
  }
}

/** What an inbox kind's routes differ in; the routes themselves are the same for every kind. */
export interface InboxRoutes<Filters, Row> {
  paths: { list: string; get: string; update: string; addNote: string; export: string };
  schemas: {
    listQuery: z.ZodType<Filters & PageRequest>;
    filters: z.ZodType<Filters>;
    page: z.ZodType;
    detail: z.ZodType;
    update: z.ZodType<InboxRowPatch & { id: string }>;
  };
  /** The OpenAPI summaries of the routes, in the kind's words. */
  summaries: { list: string; get: string; update: string; addNote: string; export: string };
  notFound: string;
  /** "inquiries", "applications": the CSV file's name. */
  plural: string;
  list(filters: Filters, page: PageRequest): Promise<Page<unknown>>;
  count(filters: Filters): Promise<number>;
  /** Every matching row, newest first, in batches (the export streams them). */
  listAll(filters: Filters): AsyncIterable<Row[]>;
  csv: { header: readonly string[]; row(row: Row): (string | number | null | undefined)[] };
  service: {
    detail(id: string): Promise<unknown>;
    update(id: string, patch: InboxRowPatch, actor: InboxActor): Promise<InboxUpdateResult>;
    addNote(id: string, note: string, actor: InboxActor): Promise<InboxUpdateResult>;
    recordExport(actor: InboxActor, count: number): Promise<void>;
  };
}

/**
 * The routes every inbox kind has, for recruiters (an admin passes too): its list, one record with its
 * notes and history, a status or assignee change, a note and the CSV export.
 */
export function registerInboxRoutes<Filters, Row>(app: FastifyInstance, kind: InboxRoutes<Filters, Row>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const recruiters = app.requireStaffRole(STAFF_ROLES.recruiter);
  const { schemas, summaries, service } = kind;
  const schema = (summary: string) => ({ tags: ['back-office'], summary, security: [{ bearerAuth: [] }] });
  const actor = (request: Parameters<typeof requireUser>[0]): InboxActor => {
    const user = requireUser(request);
    return { id: user.id, name: user.name };
  };

  async function detail(id: string) {
    const found = await service.detail(id);
    if (!found) throw new HttpError(404, kind.notFound);
    return found;
  }

  routes.get(
    kind.paths.list,
    {
      onRequest: recruiters,
      schema: { ...schema(summaries.list), querystring: schemas.listQuery, response: { 200: schemas.page } },
    },
    async (request) => {
      // The schema parsed the query; its type is the kind's (generic here).
      const { page, pageSize, ...filters } = request.query as Filters & PageRequest;
      return kind.list(filters as Filters, { page, pageSize });
    },
  );

  routes.get(
    kind.paths.get,
    {
      onRequest: recruiters,
      schema: {
        ...schema(summaries.get),
        querystring: RecordIdQuerySchema,
        response: { 200: schemas.detail },
      },
    },
    (request) => detail(request.query.id),
  );

  routes.post(
    kind.paths.update,
    {
      onRequest: recruiters,
      schema: { ...schema(summaries.update), body: schemas.update, response: { 200: schemas.detail } },
    },
    async (request) => {
      const { id, status, assignedTo } = request.body;
      if (status === undefined && assignedTo === undefined) {
        throw new HttpError(400, INBOX_MESSAGES.nothingToChange);
      }
      requireUpdated(await service.update(id, { status, assignedTo }, actor(request)), kind.notFound);
      return detail(id);
    },
  );

  routes.post(
    kind.paths.addNote,
    {
      onRequest: recruiters,
      schema: { ...schema(summaries.addNote), body: AddRecordNoteSchema, response: { 200: schemas.detail } },
    },
    async (request) => {
      requireUpdated(
        await service.addNote(request.body.id, request.body.note, actor(request)),
        kind.notFound,
      );
      return detail(request.body.id);
    },
  );

  routes.get(
    kind.paths.export,
    {
      config: COSTLY_READ,
      onRequest: recruiters,
      schema: { ...schema(summaries.export), querystring: schemas.filters, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const by = actor(request);
      const filters = request.query as Filters;
      await service.recordExport(by, await kind.count(filters));
      const csv = csvStream(kind.csv.header, mapBatches(kind.listAll(filters), kind.csv.row));
      return sendDownload(reply, csv, { fileName: csvFileName(kind.plural), mimeType: CSV_MIME_TYPE });
    },
  );
}
