/** The C2C job filters, kept in the URL (?keyword=&location=&remote=) so a search can be shared. */
export interface JobFilters {
  keyword: string;
  location: string;
  /** '' any, 'true' remote only, 'false' on-site only. */
  remote: '' | 'true' | 'false';
}

export function readJobFilters(params: URLSearchParams): JobFilters {
  const remote = params.get('remote');
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    remote: remote === 'true' || remote === 'false' ? remote : '',
  };
}

/** New search parameters for the filters; a new search starts again at page 1. */
export function writeJobFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword.trim()) params.set('keyword', filters.keyword.trim());
  if (filters.location.trim()) params.set('location', filters.location.trim());
  if (filters.remote) params.set('remote', filters.remote);
  return params;
}

export function hasJobFilters(filters: JobFilters): boolean {
  return Boolean(filters.keyword || filters.location || filters.remote);
}
