import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isHoneypotFilled, submissionFingerprint } from './form-submission.js';

describe('submissionFingerprint', () => {
  it('ignores key order, surrounding spaces and the honeypot, and tells different values apart', () => {
    const fingerprint = submissionFingerprint('contact', { a: ' x ', b: [1, { c: 'y' }] });
    expect(submissionFingerprint('contact', { b: [1, { c: 'y ' }], a: 'x', website: '' })).toBe(fingerprint);
    expect(submissionFingerprint('contact', { a: 'x', b: [1, { c: 'z' }] })).not.toBe(fingerprint);
    expect(submissionFingerprint('lead', { a: 'x', b: [1, { c: 'y' }] })).not.toBe(fingerprint);
    // Fingerprints stored before an upgrade must still match: the text hashed stays the same.
    expect(submissionFingerprint('contact', { b: true, a: null, n: 1.5, u: undefined })).toBe(
      createHash('sha256').update('["contact",{"a":null,"b":true,"n":1.5}]').digest('hex'),
    );
  });
});

describe('isHoneypotFilled', () => {
  it('is true only for a honeypot with something in it', () => {
    expect(isHoneypotFilled({ website: 'http://spam.example.com' })).toBe(true);
    expect(isHoneypotFilled({ website: '  ' })).toBe(false);
    expect(isHoneypotFilled({ pro_firstname: 'Ada' })).toBe(false);
  });
});
