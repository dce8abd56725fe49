import type { Project } from '@smartmove/contract';
import { useId, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { PagedList } from '../../../components/ui/paged-list';
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
    {
      label: 'Actions',
      header: <span className="visually-hidden">Actions</span>,
      cell: (project) => (
        <div className="data-table__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-haspopup="dialog"
            onClick={() => setAssigning(project)}
          >
            Assign people<span className="visually-hidden"> to {project.name}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Projects and their people</h2>
      <PagedList
        query={query}
        page={page}
        pageSize={PROJECTS_PAGE_SIZE}
        pagesLabel="Project pages"
        loadingLabel="Loading projects…"
        empty={<EmptyState title="No projects yet">Add the firm&apos;s first project above.</EmptyState>}
      >
        {(data) => (
          <DataTable
            caption="Projects, by name"
            columns={columns}
            rows={data.items}
            rowKey={(project) => project.id}
          />
        )}
      </PagedList>
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
