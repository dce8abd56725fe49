import { useCallback, useEffect, useRef, useState } from 'react';
import '../../../styles/webcam.css';
import { CAMERA_PROBLEM_MESSAGES, classifyCameraError, type CameraProblem } from '../camera-errors';

type CameraState =
  { status: 'starting' } | { status: 'live' } | { status: 'problem'; problem: CameraProblem };

function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * The webcam snapshot page: a live preview, "Take A Snapshot", and the captured image (a data URL)
 * below. The camera starts in the browser only and stops when the page is left.
 */
export function CameraCapture() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<CameraState>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const [snapshot, setSnapshot] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    const video = videoRef.current;
    const request = navigator.mediaDevices?.getUserMedia
      ? navigator.mediaDevices.getUserMedia({
          video: { width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        })
      : Promise.reject(new DOMException('This browser has no camera access.', 'NotSupportedError'));
    request
      .then(async (stream) => {
        if (cancelled) {
          stopStream(stream);
          return;
        }
        streamRef.current = stream;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        if (!cancelled) setCamera({ status: 'live' });
      })
      .catch((error: unknown) => {
        if (!cancelled) setCamera({ status: 'problem', problem: classifyCameraError(error) });
      });
    return () => {
      cancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
      if (video) video.srcObject = null;
    };
  }, [attempt]);

  const takeSnapshot = useCallback(() => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    setSnapshot(canvas.toDataURL('image/png'));
  }, []);

  const live = camera.status === 'live';
  return (
    <div className="container webcam">
      <section className="webcam__panel" aria-labelledby="webcam-preview-title">
        <h2 id="webcam-preview-title">Live preview</h2>
        <div className="webcam__stage">
          <video
            ref={videoRef}
            className="webcam__video"
            hidden={!live}
            muted
            playsInline
            aria-label="Live camera preview"
          />
          {camera.status === 'starting' ? (
            <p className="webcam__status" role="status">
              Starting the camera… If your browser asks, allow access to the camera.
            </p>
          ) : null}
          {camera.status === 'problem' ? (
            <div className="webcam__problem" role="alert">
              <p>{CAMERA_PROBLEM_MESSAGES[camera.problem]}</p>
              {camera.problem !== 'unsupported' ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setCamera({ status: 'starting' });
                    setAttempt((count) => count + 1);
                  }}
                >
                  Try again
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        <button
          type="button"
          className="button button--primary webcam__shoot"
          onClick={takeSnapshot}
          disabled={!live}
        >
          Take A Snapshot
        </button>
      </section>
      <section className="webcam__panel" aria-labelledby="webcam-snapshot-title">
        <h2 id="webcam-snapshot-title">Captured image</h2>
        {snapshot ? (
          <>
            <img className="webcam__snapshot" src={snapshot} alt="Snapshot taken with your camera" />
            <p className="webcam__actions">
              <a className="button button--secondary" href={snapshot} download="snapshot.png">
                Download snapshot
              </a>
            </p>
          </>
        ) : (
          <p className="webcam__empty">
            Your snapshot will appear here. It stays in your browser and is never uploaded.
          </p>
        )}
      </section>
    </div>
  );
}
