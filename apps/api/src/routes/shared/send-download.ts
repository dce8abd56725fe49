import type { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

export interface Download {
  /** The name the uploader gave it; any folders in it are dropped. */
  fileName: string;
  mimeType: string;
}

/**
 * Sends a file as an attachment (a stored upload, or a document made for this answer such as a CSV
 * export): never rendered by the browser as a page of this site, never cached, its name quoted safely
 * (RFC 6266). The API's headers already forbid sniffing and scripts. Only a route counted per person
 * (config: COSTLY_READ) may send one.
 */
export function sendDownload(
  reply: FastifyReply,
  file: Readable | string | Buffer,
  { fileName, mimeType }: Download,
) {
  // A download costs the server: its route is counted by the per-person limit (config: COSTLY_READ).
  if (reply.request.routeOptions.config.personRateLimit !== true) {
    throw new Error(`${reply.request.routeOptions.url ?? ''}: a download route needs config: COSTLY_READ`);
  }
  const baseName = fileName.split(/[\\/]/).pop() || 'download';
  return reply
    .type(mimeType)
    .header('content-disposition', contentDisposition(baseName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file);
}
