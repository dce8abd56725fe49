/** The list filters kept in the URL (docs: filters and search text live in the URL). */
export interface InboxUrlFilters {
  search: string;
  kind: string;
  status: string;
  /** A job's name (pro_jobname): the applications for that job. */
  job: string;
}

export function readInboxFilters(searchParams: URLSearchParams): InboxUrlFilters {
  return {
    search: searchParams.get('search') ?? '',
    kind: searchParams.get('kind') ?? '',
    status: searchParams.get('status') ?? '',
    job: searchParams.get('job') ?? '',
  };
}

/** The URL of changed filters: back to page 1, empty ones left out. */
export function writeInboxFilters(searchParams: URLSearchParams, change: Partial<InboxUrlFilters>) {
  const next = new URLSearchParams(searchParams);
  for (const [key, value] of Object.entries(change)) {
    const trimmed = value.trim();
    if (trimmed) next.set(key, key === 'search' ? value : trimmed);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

/** The value when it is one of the codes, else undefined (a stale or hand-edited URL never reaches the API). */
export function oneOf<T extends string>(codes: readonly T[], value: string): T | undefined {
  return (codes as readonly string[]).includes(value) ? (value as T) : undefined;
}
