/** Why the camera cannot be shown, from the getUserMedia error (or its absence). */
export type CameraProblem = 'unsupported' | 'denied' | 'no-camera' | 'in-use' | 'failed';

export const CAMERA_PROBLEM_MESSAGES: Record<CameraProblem, string> = {
  unsupported:
    'This browser cannot use a camera on this page. Open it over a secure (https) connection in an up-to-date browser.',
  denied:
    'Camera access was denied. Allow this site to use your camera in the browser’s site settings, then select Try again.',
  'no-camera': 'No camera was found. Connect a camera, then select Try again.',
  'in-use':
    'Your camera could not be started. It may be in use by another application; close it, then select Try again.',
  failed: 'The camera could not be started. Select Try again.',
};

export function classifyCameraError(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotSupportedError':
      return 'unsupported';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no-camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'in-use';
    default:
      return 'failed';
  }
}
