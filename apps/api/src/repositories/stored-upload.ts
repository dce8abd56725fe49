/** An uploaded file kept with its record (a claim's receipt, a leave request's certificate), as stored. */
export interface StoredUpload {
  storedName: string;
  originalName: string;
  mimeType: string;
  size: number;
}

/** A claim's receipt columns, as `receiptOf` reads them. */
export const RECEIPT_COLUMNS = [
  'receipt_file_name',
  'receipt_original_name',
  'receipt_mime_type',
  'receipt_size',
] as const;

/** A claim's stored receipt, from its row's receipt columns. */
export function receiptOf(row: {
  receipt_file_name: string;
  receipt_original_name: string;
  receipt_mime_type: string;
  receipt_size: number;
}): StoredUpload {
  return {
    storedName: row.receipt_file_name,
    originalName: row.receipt_original_name,
    mimeType: row.receipt_mime_type,
    size: row.receipt_size,
  };
}
