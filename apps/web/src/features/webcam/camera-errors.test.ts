import { describe, expect, it } from 'vitest';
import { CAMERA_PROBLEM_MESSAGES, classifyCameraError } from './camera-errors';

const domError = (name: string) => new DOMException('camera', name);

describe('classifyCameraError', () => {
  it('tells a refused permission from a missing or busy camera', () => {
    expect(classifyCameraError(domError('NotAllowedError'))).toBe('denied');
    expect(classifyCameraError(domError('SecurityError'))).toBe('denied');
    expect(classifyCameraError(domError('NotFoundError'))).toBe('no-camera');
    expect(classifyCameraError(domError('OverconstrainedError'))).toBe('no-camera');
    expect(classifyCameraError(domError('NotReadableError'))).toBe('in-use');
    expect(classifyCameraError(domError('NotSupportedError'))).toBe('unsupported');
  });

  it('falls back to a general failure', () => {
    expect(classifyCameraError(new Error('boom'))).toBe('failed');
    expect(classifyCameraError('nonsense')).toBe('failed');
  });

  it('has a message for every problem', () => {
    for (const message of Object.values(CAMERA_PROBLEM_MESSAGES)) expect(message.length).toBeGreaterThan(20);
  });
});
