import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { AddProjectForm } from '../../features/projects/components/add-project-form';
import { ProjectList } from '../../features/projects/components/project-list';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/projects';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Projects', 'Projects and the employees assigned to them.', location.pathname);

/** Projects (admin): add projects and choose who works on each; employees' time sheets list theirs. */
export default function StaffProjects() {
  return (
    <StaffGate route="projects" title="Projects">
      <PageIntro title="Projects">
        The firm&apos;s projects and who works on them. An employee&apos;s time sheet offers the projects
        assigned to them.
      </PageIntro>
      <div className="container portal-section">
        <AddProjectForm />
        <ProjectList />
      </div>
    </StaffGate>
  );
}
