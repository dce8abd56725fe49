import { OFFICES, type Client } from '@smartmove/contract';
import { useId, useState } from 'react';
import { actionsColumn, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { PagedTable } from '../../../components/ui/paged-table';
import { SmallButton } from '../../../components/ui/small-button';
import { usePageParam } from '../../../hooks/use-page-param';
import { BILLING_PAGE_SIZE, useClientsQuery } from '../api/billing';
import { EditClientForm } from './client-form';
import '../../../styles/people.css';

const officeName = (code: string) => OFFICES.find((office) => office.code === code)?.label ?? code;

/** Every client by name: office, currency, terms, billing e-mails; "Edit" per client. */
export function ClientList() {
  const page = usePageParam();
  const query = useClientsQuery(page);
  const [editing, setEditing] = useState<Client>();
  const titleId = useId();

  const columns: DataTableColumn<Client>[] = [
    { label: 'Client', className: 'data-table__wrap', cell: (client) => client.name },
    { label: 'Office', cell: (client) => officeName(client.entity) },
    { label: 'Currency', cell: (client) => client.currency },
    { label: 'Terms', cell: (client) => `Net ${client.paymentTermsDays}` },
    {
      label: 'Billing e-mails',
      className: 'data-table__wrap',
      cell: (client) => client.billingEmails.join(', '),
    },
    actionsColumn((client) => (
      <SmallButton aria-haspopup="dialog" onClick={() => setEditing(client)}>
        Edit<span className="visually-hidden"> {client.name}</span>
      </SmallButton>
    )),
  ];

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Clients</h2>
      <PagedTable
        query={query}
        page={page}
        pageSize={BILLING_PAGE_SIZE}
        pagesLabel="Client pages"
        loadingLabel="Loading clients…"
        empty={<EmptyState title="No clients yet">Add the first client above.</EmptyState>}
        caption="Clients, by name"
        columns={columns}
        rowKey={(client) => client.id}
      />
      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={`Edit ${editing?.name ?? ''}`}
      >
        {editing ? (
          <EditClientForm key={editing.id} client={editing} onSaved={() => setEditing(undefined)} />
        ) : null}
      </Modal>
    </section>
  );
}
