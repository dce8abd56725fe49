import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/application/auth.js';
import { assertCleanText } from '../../plugins/infrastructure/input-hygiene.js';
import { ReceivedUpload } from '../../services/after-commit.js';
import { requireMultipart, toUploadError, type UploadMessages } from './upload-errors.js';

/** What one upload route takes: its file, where that is stored, the limits and the messages. */
export interface UploadKind {
  /** The multipart field of the file. */
  field: string;
  /** The storage's folder, e.g. "receipts". */
  folder: string;
  maxBytes: number;
  /** The types taken, recognised by content (never by the name or the client's claim). */
  mimeTypes: readonly string[];
  messages: UploadMessages & { wrongType: string };
  /** The parser's limits for the text fields besides the file: how many, and their size (64 KB unless set). */
  fieldLimits: { fields: number; fieldSize?: number };
  /** Whose daily upload quota the bytes count against: the sender's IP (a public form) or the signed-in person. */
  quota: 'ip' | 'person';
  /**
   * The name the file is listed and downloaded under: the sender's, cut to `maxLength`, else `fallback`.
   * None for a file never shown by name (a profile image): its name is then ''.
   */
  name?: { maxLength: number; fallback: (extension: string) => string };
}

/** A multipart request as read: its text fields and its file. */
export interface ReceivedForm {
  /** The text fields; one the parser cut short, or that is not text, is left out. */
  fields: Record<string, string>;
  /** The file, stored; undefined when the request brings none. */
  file: ReceivedUpload | undefined;
}

/**
 * The one way a route receives an upload. Reads the multipart request: its text fields into memory, its file
 * streamed to the file storage under a generated name, with the size enforced while it arrives, the type
 * recognised by content and the bytes counted against the sender's daily quota; a refusal while reading
 * gets its answer (toUploadError). Then the fields and the file's name are checked for disallowed
 * characters and `handle` gets them: it validates them and has a service record the file, which keeps it
 * once its change commits (`AfterCommit.keep`). When `handle` is done, by an answer or an error, a file that
 * no committed change kept is removed: nothing is left behind by a refused or failed request.
 */
export async function receiveUpload<T>(
  request: FastifyRequest,
  kind: UploadKind,
  handle: (form: ReceivedForm) => Promise<T>,
): Promise<T> {
  requireMultipart(request, kind.messages);
  const { fileStorage, uploadQuota } = request.server;
  const sender = kind.quota === 'ip' ? { ip: request.ip } : { personId: requireUser(request).id };
  const form: ReceivedForm = { fields: {}, file: undefined };
  try {
    try {
      await uploadQuota.requireRoom(sender);
      const parts = request.parts({ limits: { fileSize: kind.maxBytes, files: 1, ...kind.fieldLimits } });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (typeof part.value === 'string' && !part.valueTruncated)
            form.fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== kind.field || form.file) {
          part.file.resume();
          continue;
        }
        const stored = await fileStorage.save(
          part.file,
          {
            folder: kind.folder,
            maxBytes: kind.maxBytes,
            allowedMimeTypes: kind.mimeTypes,
            tooLargeMessage: kind.messages.tooLarge,
            wrongTypeMessage: kind.messages.wrongType,
            fieldName: kind.field,
            meter: uploadQuota.meter(sender),
          },
          () => part.file.truncated,
        );
        const name = kind.name
          ? part.filename.slice(0, kind.name.maxLength) || kind.name.fallback(stored.extension)
          : '';
        form.file = new ReceivedUpload(stored, name, fileStorage, request.log);
      }
    } catch (error) {
      throw toUploadError(error, kind.messages);
    }
    assertCleanText({ ...form.fields, ...(kind.name ? { [kind.field]: form.file?.originalName } : {}) });
    return await handle(form);
  } finally {
    await form.file?.discard();
  }
}
