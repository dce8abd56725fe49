import { AnchorMap } from '../../features/map/components/anchor-map';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/anchor-locations';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Anchor Locations',
    'A map of properties and realtor leads across the south-western United States.',
    location.pathname,
  );

export default function AnchorLocations() {
  return <AnchorMap title="Anchor locations" />;
}
