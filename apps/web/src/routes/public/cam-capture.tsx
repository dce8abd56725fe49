import { PageIntro } from '../../components/ui/page-intro';
import { CameraCapture } from '../../features/webcam/components/camera-capture';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/cam-capture';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Camera Capture',
    'Webcam snapshot test page: take a snapshot with your camera and see the captured image.',
    location.pathname,
  );

export default function CamCapture() {
  return (
    <>
      <PageIntro title="Camera capture">
        Check that your camera works: look at the live preview, then select Take A Snapshot to capture a still
        image.
      </PageIntro>
      <CameraCapture />
    </>
  );
}
