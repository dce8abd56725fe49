import type { Readable } from 'node:stream';
import { isInlineFileType } from '@smartmove/contract';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

export interface Download {
  /** The name the uploader gave it; any folders in it are dropped. */
  fileName: string;
  mimeType: string;
  /**
   * `inline` to let the browser show it (a receipt or a certificate to view), honoured only for the image
   * and PDF types the upload inspector recognises by content (INLINE_FILE_TYPES); anything else, and the
   * default, is an attachment.
   */
  disposition?: 'attachment' | 'inline' | undefined;
}

/**
 * A stored file runs nothing and is framed by nothing, even if it were opened as a page of this site: no
 * source of any kind, a sandbox (a unique origin without scripts) and no framing.
 */
const FILE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Sends a file as an attachment (a stored upload, or a document made for this answer such as a CSV
 * export) or, for a viewable image or PDF, inline: never run as a page of this site, never cached, its
 * name quoted safely (RFC 6266), its type never sniffed. Only a route counted per person (config:
 * COSTLY_READ), or a public route limited per address, may send one.
 */
export function sendDownload(
  reply: FastifyReply,
  file: Readable | string | Buffer,
  { fileName, mimeType, disposition }: Download,
) {
  // A download costs the server: its route is counted by the per-person limit (config: COSTLY_READ), or,
  // a public one taking no sign-in, by the per-address limit of the forms (config: formRateLimit(env)).
  const { config } = reply.request.routeOptions;
  if (config.personRateLimit !== true && !config.rateLimit) {
    throw new Error(`${reply.request.routeOptions.url ?? ''}: a download route needs config: COSTLY_READ`);
  }
  const baseName = fileName.split(/[\\/]/).pop() || 'download';
  const type = disposition === 'inline' && isInlineFileType(mimeType) ? 'inline' : 'attachment';
  return reply
    .type(mimeType)
    .header('content-disposition', contentDisposition(baseName, { type }))
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file);
}
