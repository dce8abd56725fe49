import type { Project } from '@smartmove/contract';
import { useId, useState } from 'react';
import { actionsColumn, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { PagedTable } from '../../../components/ui/paged-table';
import { SmallButton } from '../../../components/ui/small-button';
import { usePageParam } from '../../../hooks/use-page-param';
import { PROJECTS_PAGE_SIZE, useProjectsQuery } from '../api/projects';
import { AssignPeopleForm } from './assign-people-form';
// A row's action buttons side by side, compact (as on People).
import '../../../styles/people.css';

/** Every project by name with the people assigned to it, and "Assign people" per project. */
export function ProjectList() {
  const page = usePageParam();
  const query = useProjectsQuery(page);
  const [assigning, setAssigning] = useState<Project>();
  const titleId = useId();

  const columns: DataTableColumn<Project>[] = [
    { label: 'Project', className: 'data-table__wrap', cell: (project) => project.name },
    {
      label: 'Assigned people',
      className: 'data-table__wrap',
      cell: (project) =>
        project.assignees.length > 0
          ? project.assignees.map((person) => person.name).join(', ')
          : 'Nobody yet',
    },
    actionsColumn((project) => (
      <SmallButton aria-haspopup="dialog" onClick={() => setAssigning(project)}>
        Assign people<span className="visually-hidden"> to {project.name}</span>
      </SmallButton>
    )),
  ];

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Projects and their people</h2>
      <PagedTable
        query={query}
        page={page}
        pageSize={PROJECTS_PAGE_SIZE}
        pagesLabel="Project pages"
        loadingLabel="Loading projects…"
        empty={<EmptyState title="No projects yet">Add the firm&apos;s first project above.</EmptyState>}
        caption="Projects, by name"
        columns={columns}
        rowKey={(project) => project.id}
      />
      <Modal
        open={assigning !== undefined}
        onClose={() => setAssigning(undefined)}
        title={`Assign people to ${assigning?.name ?? ''}`}
      >
        {assigning ? (
          <AssignPeopleForm key={assigning.id} project={assigning} onSaved={() => setAssigning(undefined)} />
        ) : null}
      </Modal>
    </section>
  );
}
