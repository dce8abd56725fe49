import { z } from '../zod.js';

/**
 * Stored files (a claim's receipt, a leave request's certificate) that a browser may show in place instead
 * of saving: the image and PDF types the server's upload inspector recognises by content. Anything else is
 * only ever served as an attachment.
 */
export const INLINE_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type InlineFileType = (typeof INLINE_FILE_TYPES)[number];

/** Whether a stored file's type may be shown inline (a type not on the list is downloaded). */
export function isInlineFileType(type: string): type is InlineFileType {
  return (INLINE_FILE_TYPES as readonly string[]).includes(type);
}

/**
 * `?disposition=` of a stored file's download: `inline` asks to view it (honoured only for
 * INLINE_FILE_TYPES), the default `attachment` to save it.
 */
export const FileDispositionSchema = z.enum(['attachment', 'inline']).optional();
