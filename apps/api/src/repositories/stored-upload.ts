/** An uploaded file kept with its record (a claim's receipt, a leave request's certificate), as stored. */
export interface StoredUpload {
  storedName: string;
  originalName: string;
  mimeType: string;
  size: number;
}
