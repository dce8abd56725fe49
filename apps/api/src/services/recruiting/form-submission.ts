import { hash } from 'node:crypto';
import { HONEYPOT_FIELD } from '@smartmove/contract';

/** Whether the hidden honeypot field was filled in: people never see it, form-filling robots do. */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}

/** JSON with object keys sorted, strings trimmed and the honeypot left out. */
function canonicalJson(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.trim());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = value as Record<string, unknown>;
    const keys = Object.keys(entries)
      .filter((key) => key !== HONEYPOT_FIELD && entries[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(entries[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The same kind and the same values (key order, spacing and the honeypot aside) give the same fingerprint. */
export function submissionFingerprint(kind: string, payload: unknown): string {
  return hash('sha256', `[${JSON.stringify(kind)},${canonicalJson(payload)}]`, 'hex');
}
