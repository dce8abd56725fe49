import { useState, type FormEvent } from 'react';
import { SearchBox } from '../../../components/ui/form/search-box';
import { useClientSearchParams } from '../../../hooks/use-is-client';
import { useLiveSearchParams } from '../../../hooks/use-live-search-params';
import '../../../styles/job-board.css';

/** A keyword search kept in the URL (?keyword=); a new search starts at page 1. */
export function useKeywordParam(): string {
  const searchParams = useClientSearchParams();
  return searchParams.get('keyword')?.trim() ?? '';
}

export function KeywordSearch({ label, placeholder }: { label: string; placeholder: string }) {
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  const applied = searchParams.get('keyword') ?? '';
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    updateSearchParams(() => {
      const next = new URLSearchParams();
      if (draft.trim()) next.set('keyword', draft.trim());
      return next;
    });
  };
  return (
    <form className="keyword-search" role="search" aria-label={label} onSubmit={search}>
      <SearchBox
        labelClassName="visually-hidden"
        value={draft}
        placeholder={placeholder}
        onChange={setDraft}
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}
