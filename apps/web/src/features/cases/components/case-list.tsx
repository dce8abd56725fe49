import { statusLabel } from '@smartmove/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import { CASES_PAGE_SIZE, useCasesQuery } from '../api/get-cases';
import { CaseThread } from './case-thread';

/** A case's conversation, loaded once it is opened. */
function ConversationDisclosure({ id, reference }: { id: string; reference: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="case-card__details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Conversation<span className="visually-hidden"> of {reference}</span>
      </summary>
      {open ? <CaseThread id={id} /> : null}
    </details>
  );
}

/** The caller's support cases with status, newest first; each opens its conversation with the support team. */
export function CaseList({ title = 'Your cases' }: { title?: string }) {
  const page = usePageParam();
  const query = useCasesQuery(page);
  return (
    <section className="portal-section__block" aria-labelledby="case-list-title">
      <h2 id="case-list-title">{title}</h2>
      <PagedList
        query={query}
        page={page}
        pageSize={CASES_PAGE_SIZE}
        pagesLabel="Case pages"
        loadingLabel="Loading your cases…"
        empty={
          <EmptyState
            title="No cases yet"
            action={
              <Link className="button button--primary" to={paths.newCases()}>
                Raise a case
              </Link>
            }
          >
            Questions about pay, leave, equipment or access? Raise a case and follow it here.
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="case-list">
            {data.items.map((supportCase) => (
              <li key={supportCase.id} className="case-card">
                <div className="case-card__top">
                  <span className="case-card__reference">{supportCase.reference}</span>
                  <StatusBadge status={supportCase.status} label={statusLabel(supportCase.status)} />
                </div>
                <h3 className="case-card__title">{supportCase.title}</h3>
                <p className="case-card__meta">
                  {supportCase.category} · {supportCase.priority} priority · raised{' '}
                  {formatDate(supportCase.createdAt)}
                </p>
                <details className="case-card__details">
                  <summary>
                    Description<span className="visually-hidden"> of {supportCase.reference}</span>
                  </summary>
                  <p>{supportCase.description}</p>
                </details>
                <ConversationDisclosure id={supportCase.id} reference={supportCase.reference} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
