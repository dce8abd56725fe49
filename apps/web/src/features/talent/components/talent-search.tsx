import {
  getVisaStatusLabel,
  formatDate,
  TALENT_SOURCE_LABELS,
  TALENT_SOURCES,
  VISA_STATUSES,
  type TalentSource,
} from '@smartmove/contract';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/form/select';
import { TextInput } from '../../../components/ui/form/text-input';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { useLiveSearchParams } from '../../../hooks/use-live-search-params';
import { usePageParam } from '../../../hooks/use-page-param';
import { ApiRequestError } from '../../../lib/api-client';
import { TALENT_PAGE_SIZE, useTalentSearch } from '../api/talent';
import { MarkedSnippet } from './marked-snippet';
import '../../../styles/talent.css';

const PAGE_PARAMS = ['page'] as const;

/**
 * /back-office/talent (recruiters, admins): one search over applications, bench consultants and know-your-worth
 * leads by what their resumes and skills say, filtered by source and visa status, kept in the URL.
 */
export function TalentSearch() {
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  const q = searchParams.get('q') ?? '';
  const sourceParam = searchParams.get('source');
  const source: TalentSource | '' = TALENT_SOURCES.find((code) => code === sourceParam) ?? '';
  const visaParam = searchParams.get('visa') ?? '';
  const visa = VISA_STATUSES.some((status) => String(status.code) === visaParam) ? visaParam : '';
  const page = usePageParam();
  const results = useTalentSearch({ q, source, visa, page });

  const setParam = (name: 'q' | 'source' | 'visa', value: string) =>
    updateSearchParams(
      (next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        for (const param of PAGE_PARAMS) next.delete(param);
        return next;
      },
      { replace: name !== 'q' },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget as HTMLFormElement).get('q');
    setParam('q', typeof typed === 'string' ? typed.trim() : '');
  };
  const refusal =
    results.error instanceof ApiRequestError && results.error.status === 400
      ? results.error.message
      : undefined;

  return (
    <div className="container portal-section">
      <form className="talent-search" role="search" aria-label="Search talent" onSubmit={submit} noValidate>
        <TextInput
          label="Search resumes and skills"
          type="search"
          name="q"
          // Uncontrolled, started afresh from the address whenever its search changes (Back, a link).
          key={q}
          defaultValue={q}
          placeholder='spark databricks -intern, "data engineer", python OR scala, kube*'
          error={refusal}
          fieldClassName="talent-search__query"
        />
        <button type="submit" className="button button--primary talent-search__submit">
          Search
        </button>
        <Select
          label="Source"
          placeholder="All"
          options={TALENT_SOURCES.map((code) => ({ value: code, label: TALENT_SOURCE_LABELS[code] }))}
          value={source}
          onChange={(event) => setParam('source', event.target.value)}
        />
        <Select
          label="Visa status"
          placeholder="All"
          options={VISA_STATUSES.map((status) => ({ value: status.code, label: status.label }))}
          value={visa}
          onChange={(event) => setParam('visa', event.target.value)}
        />
      </form>
      {results.isPending ? (
        <LoadingState label="Searching…" />
      ) : refusal ? null : results.isError ? (
        <ErrorState message={results.error.message} onRetry={() => void results.refetch()} />
      ) : results.data.items.length === 0 ? (
        <EmptyState title="Nobody matches">Try other words, or clear the filters.</EmptyState>
      ) : (
        <>
          <p className="talent-search__count" role="status">
            {results.data.total === 1
              ? '1 person found'
              : `${results.data.total.toLocaleString('en-US')} people found`}
          </p>
          <ol className="talent-hits" aria-label="Search results">
            {results.data.items.map((hit) => (
              <li key={`${hit.source}-${hit.id}`} className="talent-hit">
                <h2 className="talent-hit__name">
                  <Link to={hit.link}>{hit.name}</Link>
                </h2>
                <p className="talent-hit__facts">
                  <span className="status-badge">{TALENT_SOURCE_LABELS[hit.source]}</span>
                  {[
                    hit.title,
                    hit.location,
                    hit.visaStatus === null ? null : getVisaStatusLabel(hit.visaStatus),
                    hit.updatedAt ? `Updated ${formatDate(hit.updatedAt)}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {hit.snippet ? <MarkedSnippet snippet={hit.snippet} /> : null}
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            pageSize={TALENT_PAGE_SIZE}
            total={results.data.total}
            label="Search result pages"
          />
        </>
      )}
    </div>
  );
}
