import '../../../styles/search.css';
import { useEffect, useId, useRef, useState } from 'react';
import { SearchBox } from '../../../components/ui/form/search-box';
import { useLiveSearchParams } from '../../../hooks/use-live-search-params';
import { useWholeHotListQuery } from '../api/get-hot-list';
import { describeResults, filterCandidates, PAGE_SIZE } from '../search-candidates';
import { CandidateCard } from './candidate-card';
import { CandidateDetails } from './candidate-details';

const QUERY_PARAM = 'q';
const CANDIDATE_PARAM = 'candidate';

/** The candidate search (docs/product.md#pages): keyword box, hot-list cards, results line and "Load More". */
export function CandidateSearch() {
  const inputId = useId();
  // The URL's query reads as empty while the prerendered page hydrates.
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  // The box is the source of truth once typed in; the URL (?q=) mirrors it.
  const [typed, setTyped] = useState<string>();
  const keyword = typed ?? searchParams.get(QUERY_PARAM) ?? '';
  const [page, setPage] = useState({ keyword, count: PAGE_SIZE });
  const visibleCount = page.keyword === keyword ? page.count : PAGE_SIZE;

  // After "Load More", focus goes to the first new card (the button may have just become disabled).
  const resultsRef = useRef<HTMLUListElement>(null);
  const focusCardAtRef = useRef<number>(undefined);
  useEffect(() => {
    const index = focusCardAtRef.current;
    if (index === undefined) return;
    focusCardAtRef.current = undefined;
    resultsRef.current?.querySelectorAll<HTMLElement>('.candidate-card__title')[index]?.focus();
  });

  const benchList = useWholeHotListQuery();
  const candidates = benchList.data ?? [];
  const matches = filterCandidates(candidates, keyword);
  const visible = matches.slice(0, visibleCount);
  const openId = searchParams.get(CANDIDATE_PARAM);
  const openCandidate = candidates.find((candidate) => candidate.id === openId);

  const onKeywordChange = (value: string) => {
    setTyped(value);
    updateSearchParams(
      (next) => {
        if (value) next.set(QUERY_PARAM, value);
        else next.delete(QUERY_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const detailsSearch = (id: string) => {
    const next = new URLSearchParams(searchParams);
    if (keyword) next.set(QUERY_PARAM, keyword);
    next.set(CANDIDATE_PARAM, id);
    return `?${next.toString()}`;
  };

  const closeDetails = () =>
    updateSearchParams(
      (next) => {
        next.delete(CANDIDATE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className="candidate-search container" aria-label="Candidates">
      <form className="candidate-search__form" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchBox
          id={inputId}
          labelClassName="candidate-search__label"
          className="candidate-search__input"
          value={keyword}
          onChange={onKeywordChange}
          placeholder="Job title or location, e.g. Data Engineer or Dallas"
          autoComplete="off"
          spellCheck={false}
        />
      </form>

      {benchList.isPending ? (
        <p className="candidate-search__summary" role="status">
          Loading candidates…
        </p>
      ) : benchList.isError ? (
        <div className="candidate-search__error" role="alert">
          <p>The candidates could not be loaded: {benchList.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void benchList.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <p className="candidate-search__summary" role="status">
            {describeResults({
              total: candidates.length,
              matches: matches.length,
              visible: visible.length,
              filtered: keyword.trim() !== '',
            })}
          </p>
          {visible.length > 0 ? (
            <ul className="candidate-search__results" ref={resultsRef}>
              {visible.map((candidate) => (
                <li key={candidate.id}>
                  <CandidateCard candidate={candidate} detailsSearch={detailsSearch(candidate.id)} />
                </li>
              ))}
            </ul>
          ) : null}
          <div className="candidate-search__more">
            <button
              type="button"
              className="button button--secondary"
              disabled={visible.length >= matches.length}
              onClick={() => {
                setPage({ keyword, count: visibleCount + PAGE_SIZE });
                focusCardAtRef.current = visible.length;
              }}
            >
              Load More
            </button>
          </div>
        </>
      )}
      <CandidateDetails candidate={openCandidate} onClose={closeDetails} />
    </section>
  );
}
