import { API_PATHS, ApiErrorSchema, PAGE_SIZE_MAX } from '@smartmove/contract';
import { expect, it } from 'vitest';
import { describeOnEngines, useTestApp } from '../test/test-api.js';

/** The spec's two map lists, which the map takes whole (docs/product.md#api). */
const PLAIN_LISTS = new Set<string>([API_PATHS.getAnchors, API_PATHS.getLeads]);

type Caller = 'public' | 'employee' | 'partner' | 'admin';
/** `query`: the filters a list cannot do without (GetHolidays lists one office). */
const LIST_ENDPOINTS: Array<{ url: string; caller: Caller; query?: Record<string, string> }> = [
  { url: API_PATHS.uaGetBenchList, caller: 'public' },
  { url: API_PATHS.uaGetC2CJobs, caller: 'public' },
  { url: API_PATHS.getC2CJobs, caller: 'partner' },
  { url: API_PATHS.getBenchList, caller: 'partner' },
  { url: API_PATHS.getMyBenchList, caller: 'partner' },
  { url: API_PATHS.getSubmissions, caller: 'partner' },
  { url: API_PATHS.getCases, caller: 'employee' },
  { url: API_PATHS.getExpenses, caller: 'employee' },
  { url: API_PATHS.getTimeSheets, caller: 'employee' },
  { url: API_PATHS.getLeaves, caller: 'employee' },
  { url: API_PATHS.getStaff, caller: 'admin' },
  { url: API_PATHS.getInquiries, caller: 'admin' },
  { url: API_PATHS.getApplications, caller: 'admin' },
  { url: API_PATHS.getPeople, caller: 'admin' },
  { url: API_PATHS.getAuditLog, caller: 'admin' },
  { url: API_PATHS.getBenchReview, caller: 'admin' },
  { url: API_PATHS.getPayslipsAdmin, caller: 'admin' },
  { url: API_PATHS.getPayslips, caller: 'employee' },
  { url: API_PATHS.getApprovals, caller: 'admin' },
  { url: API_PATHS.getCaseInbox, caller: 'admin' },
  { url: API_PATHS.getJobsAdmin, caller: 'admin' },
  { url: API_PATHS.searchTalent, caller: 'admin' },
  { url: API_PATHS.getHolidays, caller: 'admin', query: { office: 'seattle' } },
  { url: API_PATHS.getProjects, caller: 'admin' },
  { url: API_PATHS.getMyProjects, caller: 'employee' },
  { url: API_PATHS.getPasskeys, caller: 'employee' },
  { url: API_PATHS.getClients, caller: 'admin' },
  { url: API_PATHS.getPlacements, caller: 'admin' },
  { url: API_PATHS.getInvoices, caller: 'admin' },
  { url: API_PATHS.getVendorBills, caller: 'admin' },
  { url: API_PATHS.getVendorBills, caller: 'partner' },
  { url: API_PATHS.getSubmittals, caller: 'admin' },
  { url: API_PATHS.getClientNames, caller: 'admin' },
];

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>
  >;
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, unknown>;
}

describeOnEngines('list endpoints', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner, admin } = api.users;
  const callers = { public: undefined, employee, partner, admin };

  it.each(LIST_ENDPOINTS)(
    '$url answers { items, total, page, pageSize } up to the cap',
    async ({ url, caller, query: required = {} }) => {
      for (const pageSize of [50, PAGE_SIZE_MAX]) {
        const response = await api
          .as(callers[caller])
          .get(url, { ...required, page: '1', pageSize: String(pageSize) });
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({ page: 1, pageSize });
        expect(Array.isArray(body.items)).toBe(true);
        expect(body.items.length).toBeLessThanOrEqual(pageSize);
        expect(body.total).toBeGreaterThanOrEqual(body.items.length);
      }
      const refusals: Array<Record<string, string>> = [
        { pageSize: String(PAGE_SIZE_MAX + 1) },
        { pageSize: '0' },
        { page: '0' },
      ];
      for (const query of refusals) {
        const refused = await api.as(callers[caller]).get(url, { ...required, ...query });
        expect(refused.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
        expect(ApiErrorSchema.safeParse(refused.json()).success).toBe(true);
      }
    },
  );

  it('every GET endpoint that answers a list is paged, except the two map lists', async () => {
    const response = await api.anonymous.get('/docs/json');
    const document = response.json<OpenApiDocument>();
    const plain: string[] = [];
    const paged: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      const schema = methods.get?.responses?.['200']?.content?.['application/json']?.schema;
      if (schema?.type === 'array' && !PLAIN_LISTS.has(path)) plain.push(path);
      const properties = Object.keys(schema?.properties ?? {});
      if (['items', 'total', 'page', 'pageSize'].every((key) => properties.includes(key))) paged.push(path);
    }
    expect(plain).toEqual([]);
    expect(paged.sort()).toEqual([...new Set(LIST_ENDPOINTS.map((endpoint) => endpoint.url))].sort());
  });
});
