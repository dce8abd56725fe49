import { useLocation } from 'react-router';
import { TabBar } from '../../../components/layout/tab-bar';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { backOfficeNavItems, isBackOfficeItemActive } from '../back-office-access';

/** The back office's own navigation: the sections the signed-in staff member's roles open. */
export function BackOfficeNav() {
  const session = useSession();
  const { pathname } = useLocation();
  const sections = backOfficeNavItems(session?.roles);
  if (sections.length === 0) return null;
  return (
    <TabBar
      label="Back office"
      items={[
        { label: 'Overview', href: paths.backOffice(), active: pathname === paths.backOffice() },
        ...sections.map((item) => ({
          label: item.label,
          href: item.href,
          active: isBackOfficeItemActive(item, pathname),
        })),
      ]}
    />
  );
}
