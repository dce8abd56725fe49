import {
  ACCOUNT_STATUS_CODES,
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUSES,
  EXPORT_PERSONAL_DATA_ACTION,
  USER_TYPES,
  officeLabel,
  staffRolesLabel,
  type Person,
  type PersonAction,
} from '@smartmove/contract';
import { useId, useState } from 'react';
import { DataTable, TwoLineCell, type DataTableColumn } from '../../../components/ui/data-table';
import { DownloadDataButton } from '../../../components/ui/download-data-button';
import { EmailAddress } from '../../../components/ui/email-address';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListFilterFields } from '../../../components/ui/form/list-filter-fields';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { Modal } from '../../../components/ui/modal';
import { PagedTable } from '../../../components/ui/paged-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useListFilters } from '../../../hooks/use-list-filters';
import { formatDate } from '../../../lib/format';
import { exportPersonalData } from '../../../lib/personal-data-download';
import { PEOPLE_PAGE_SIZE, usePeopleQuery, useUpdatePersonMutation } from '../api/people';
import { AddPersonForm } from './add-person-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SmallButton } from '../../../components/ui/small-button';
import { EditPersonForm } from './edit-person-form';
import '../../../styles/lists.css';
import '../../../styles/people.css';

const ACTION_DONE: Record<PersonAction, string> = {
  approve: 'approved',
  decline: 'declined',
  deactivate: 'deactivated',
  reactivate: 'reactivated',
};

/** Actions that end or refuse an account ask first (docs/product.md#back-office). */
const CONFIRMED: Partial<Record<PersonAction, { label: string; text: (name: string) => string }>> = {
  decline: {
    label: 'Decline',
    text: (name) => `${name} will not be able to sign in. Their sign-up stays on record as declined.`,
  },
  deactivate: {
    label: 'Deactivate',
    text: (name) => `${name} is signed out everywhere at once and cannot sign in until reactivated.`,
  },
};

/**
 * The People page (admin): pending sign-ups, everyone with search and Status filter, adding and editing, and
 * each person's "Export personal data" (docs/personal-data-export.md).
 */
/** `callerId`: the signed-in admin, who may not deactivate themself (the server refuses it too). */
export function PeoplePage({ callerId }: { callerId?: string | undefined }) {
  const { search, status, page, setFilter } = useListFilters(ACCOUNT_STATUS_CODES);
  const query = usePeopleQuery({ search: search.trim(), status, page });
  const pending = usePeopleQuery({ search: '', status: ACCOUNT_STATUSES.pending, page: 1 });
  const update = useUpdatePersonMutation();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Person>();
  const [confirming, setConfirming] = useState<{ person: Person; action: PersonAction }>();
  const pendingTitleId = useId();
  const everyoneTitleId = useId();

  const act = useMutationAction({
    action: ({ person, action }: { person: Person; action: PersonAction }) =>
      update.mutateAsync({ id: person.id, action }),
    success: (_updated, { person, action }) => `${person.name} ${ACTION_DONE[action]}`,
    onSuccess: () => setConfirming(undefined),
  });
  const request = (person: Person, action: PersonAction) => {
    if (CONFIRMED[action]) setConfirming({ person, action });
    else void act({ person, action });
  };

  const actionButton = (person: Person, action: PersonAction, label: string) => (
    <SmallButton disabled={update.isPending} onClick={() => request(person, action)}>
      {label}
    </SmallButton>
  );

  const columns: DataTableColumn<Person>[] = [
    { label: 'Name', cell: (person) => person.name },
    { label: 'Phone', cell: (person) => person.phoneNo },
    {
      label: 'Email',
      className: 'data-table__full',
      cell: (person) => <EmailAddress address={person.email} />,
    },
    {
      // The account's role, and under it any staff roles: one column, so that the list fits 1280 px.
      label: 'Role',
      cell: (person) => (
        <TwoLineCell sub={person.staffRoles.length > 0 ? staffRolesLabel(person.staffRoles) : null}>
          {person.userType === USER_TYPES.employee ? 'Employee' : 'Partner'}
        </TwoLineCell>
      ),
    },
    {
      label: 'Status',
      cell: (person) => <StatusBadge status={person.status} label={ACCOUNT_STATUS_LABELS[person.status]} />,
    },
    { label: 'Manager', cell: (person) => person.managerName ?? '—' },
    { label: 'Office', cell: (person) => officeLabel(person.office) },
    { label: 'Joined', cell: (person) => formatDate(person.createdAt) },
    {
      label: 'Actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'data-table__full',
      cell: (person) => (
        <div className="data-table__actions">
          {person.status === ACCOUNT_STATUSES.pending ? (
            <>
              {actionButton(person, 'approve', 'Approve')}
              {actionButton(person, 'decline', 'Decline')}
            </>
          ) : null}
          {person.status === ACCOUNT_STATUSES.active || person.status === ACCOUNT_STATUSES.pending ? (
            <SmallButton onClick={() => setEditing(person)}>Edit</SmallButton>
          ) : null}
          {person.status === ACCOUNT_STATUSES.active && person.id !== callerId
            ? actionButton(person, 'deactivate', 'Deactivate')
            : null}
          {person.status === ACCOUNT_STATUSES.deactivated
            ? actionButton(person, 'reactivate', 'Reactivate')
            : null}
          <DownloadDataButton
            label={EXPORT_PERSONAL_DATA_ACTION}
            ariaLabel={`${EXPORT_PERSONAL_DATA_ACTION} of ${person.name}`}
            className="button button--secondary button--small"
            download={() => exportPersonalData('person', person.id)}
          />
        </div>
      ),
    },
  ];

  const confirmation = confirming ? CONFIRMED[confirming.action] : undefined;

  return (
    <div className="container portal-section">
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          Add person
        </button>
      </div>

      {pending.data && pending.data.total > 0 ? (
        <section aria-labelledby={pendingTitleId}>
          <h2 id={pendingTitleId}>Pending sign-ups</h2>
          <DataTable
            caption="Sign-ups waiting for approval, newest first"
            className="people-table"
            columns={columns}
            rows={pending.data.items}
            rowKey={(person) => person.id}
          />
        </section>
      ) : null}

      <section aria-labelledby={everyoneTitleId}>
        <h2 id={everyoneTitleId}>Everyone</h2>
        <ListFilterFields
          label="Find people"
          searchPlaceholder="Name, phone or e-mail"
          search={search}
          status={status}
          statuses={ACCOUNT_STATUS_CODES}
          statusLabels={ACCOUNT_STATUS_LABELS}
          onChange={setFilter}
        />
        <PagedTable
          live
          query={query}
          page={page}
          pageSize={PEOPLE_PAGE_SIZE}
          pagesLabel="People pages"
          loadingLabel="Loading people…"
          empty={<EmptyState title="Nobody matches">Try another name, or clear the filters.</EmptyState>}
          caption="People, newest first"
          className="people-table"
          columns={columns}
          rowKey={(person) => person.id}
        />
      </section>

      <Modal open={adding} onClose={() => setAdding(false)} title="Add person">
        <AddPersonForm onAdded={() => setAdding(false)} />
      </Modal>
      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={`Edit ${editing?.name ?? ''}`}
      >
        {editing ? <EditPersonForm person={editing} onSaved={() => setEditing(undefined)} /> : null}
      </Modal>
      <ConfirmDialog
        open={confirming !== undefined}
        title={confirmation && confirming ? `${confirmation.label} ${confirming.person.name}?` : ''}
        action={confirmation?.label ?? ''}
        busy={update.isPending}
        onConfirm={() => {
          if (confirming) void act(confirming);
        }}
        onClose={() => setConfirming(undefined)}
      >
        {confirmation && confirming ? confirmation.text(confirming.person.name) : ''}
      </ConfirmDialog>
    </div>
  );
}
