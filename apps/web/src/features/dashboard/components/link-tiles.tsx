import type { ReactNode } from 'react';
import { DashboardTile } from '../../../components/ui/dashboard-tile';
import { paths } from '../../../config/paths';

/** Dashboard tiles that only lead to a screen, with a line about it. */
export function HandbookTile() {
  return (
    <DashboardTile title="Employee handbook" href={paths.hrHandbook()} linkLabel="Read the handbook">
      {() => <p className="dashboard-tile__muted">Policies on time, leave, expenses, benefits and more.</p>}
    </DashboardTile>
  );
}

export function UploadBenchTile() {
  return (
    <DashboardTile
      title="Upload bench sales data"
      href={paths.uploadBenchSalesData()}
      linkLabel="Upload consultants"
    >
      {() => (
        <p className="dashboard-tile__muted">Add consultants from a CSV or Excel sheet, or type them in.</p>
      )}
    </DashboardTile>
  );
}

export function ProfileTile({ children }: { children: ReactNode }) {
  return (
    <DashboardTile title="My profile" href={paths.myProfile()} linkLabel="Update your profile">
      {() => <p className="dashboard-tile__muted">{children}</p>}
    </DashboardTile>
  );
}
