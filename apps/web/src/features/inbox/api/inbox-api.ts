import type { AddRecordNote, Page } from '@smartmove/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ResponseParser } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/save-download';

export const INBOX_PAGE_SIZE = 20;

/** What an inbox kind (inquiries, applications) differs in: its paths and schemas. */
export interface InboxApiKind<Summary, Detail> {
  /** "inquiries", "applications": the cache key and the CSV file's name. */
  plural: string;
  paths: { list: string; get: string; update: string; addNote: string; export: string };
  pageSchema: ResponseParser<Page<Summary>>;
  detailSchema: ResponseParser<Detail>;
}

/**
 * The queries and changes every inbox kind has: a page of its list, one record, a status or assignee
 * change and a note (each answering the record as it now is), and the CSV export.
 */
export function createInboxApi<
  Filters extends Record<string, string | undefined>,
  Summary,
  Detail extends { id: string },
  Update extends { id: string },
>(kind: InboxApiKind<Summary, Detail>) {
  const key = ['inbox', kind.plural] as const;
  const queries = {
    /** Every key starts with `all`, which a change invalidates. */
    all: key,
    page: (filters: Filters, page: number) =>
      queryOptions({
        queryKey: [...key, 'list', filters, page] as const,
        queryFn: ({ signal }) =>
          apiRequest(kind.paths.list, {
            query: { ...filters, page, pageSize: INBOX_PAGE_SIZE },
            schema: kind.pageSchema,
            signal,
          }),
        placeholderData: keepPreviousData,
      }),
    detail: (id: string) =>
      queryOptions({
        queryKey: [...key, 'detail', id] as const,
        queryFn: ({ signal }) =>
          apiRequest(kind.paths.get, { query: { id }, schema: kind.detailSchema, signal }),
      }),
  };

  /** A change's answer is the record as it now is: it replaces the cached record. */
  function useChange<Body>(path: string, refreshesList: boolean) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (body: Body) => apiRequest(path, { method: 'POST', body, schema: kind.detailSchema }),
      onSuccess: (record) => {
        queryClient.setQueryData(queries.detail(record.id).queryKey, record);
        if (refreshesList) void queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
      },
    });
  }

  return {
    queries,
    usePage: (filters: Filters, page: number) => useQuery(queries.page(filters, page)),
    useRecord: (id: string) => useQuery(queries.detail(id)),
    /** The status or the assignee. */
    useUpdate: () => useChange<Update>(kind.paths.update, true),
    useAddNote: () => useChange<AddRecordNote>(kind.paths.addNote, false),
    /** Every record the filters select, saved as a CSV file. */
    exportCsv: (filters: Filters) =>
      downloadFromApi(kind.paths.export, `${kind.plural}-${new Date().toISOString().slice(0, 10)}.csv`, {
        ...filters,
      }),
  };
}
