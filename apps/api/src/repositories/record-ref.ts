/** A record of any kind, as its history and notes name it (record_changes, record_notes). */
export interface RecordRef {
  kind: string;
  id: string;
}
