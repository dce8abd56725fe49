/** The list filters kept in the URL (docs: filters and search text live in the URL). */
export interface InboxUrlFilters {
  search: string;
  kind: string;
  status: string;
  /** A job's name (pro_jobname): the applications for that job. */
  job: string;
  /** `1`: only the applications marked "Possible duplicate". */
  duplicate: string;
}

export function readInboxFilters(searchParams: URLSearchParams): InboxUrlFilters {
  return {
    search: searchParams.get('search') ?? '',
    kind: searchParams.get('kind') ?? '',
    status: searchParams.get('status') ?? '',
    job: searchParams.get('job') ?? '',
    duplicate: searchParams.get('duplicate') ?? '',
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

/** The filters of the URL an inbox list sends: the search text, the status and the kind when they are codes. */
export function listFilters<Status extends string, Kind extends string = never>(
  url: InboxUrlFilters,
  codes: { status: readonly Status[]; kind?: readonly Kind[] },
): { search?: string; status?: Status; kind?: Kind } {
  const search = url.search.trim();
  const status = oneOf(codes.status, url.status);
  const kind = codes.kind && oneOf(codes.kind, url.kind);
  return { ...(search ? { search } : {}), ...(kind ? { kind } : {}), ...(status ? { status } : {}) };
}

/** A select's options from codes and their labels. */
export function codeOptions<T extends string>(codes: readonly T[], labels: (code: T) => string) {
  return codes.map((code) => ({ value: code, label: labels(code) }));
}
