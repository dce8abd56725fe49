import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/cam-capture';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Camera Capture',
    'Webcam snapshot test page: take a snapshot with your camera and see the captured image.',
    location.pathname,
  );

export default function CamCapture() {
  return <PageIntro title="Camera capture">Take a snapshot with your camera.</PageIntro>;
}
