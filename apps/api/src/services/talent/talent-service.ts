import {
  BACK_OFFICE_ROUTES,
  MATCHING_CANDIDATES_LIMIT,
  parseTalentQuery,
  searchWords,
  skillsOf,
  TalentQueryError,
  wantedTerms,
  type MatchingCandidates,
  type TalentPage,
  type TalentQuery,
  type TalentSearchQuery,
  type TalentSource,
} from '@smartmove/contract';
import type { ServiceDeps } from '../service-deps.js';
import { snippetOf } from './snippet.js';

/** The back-office page of a talent record. */
export function talentLink(source: TalentSource, id: string, name: string): string {
  if (source === 'application') return BACK_OFFICE_ROUTES.application.replace(':id', encodeURIComponent(id));
  if (source === 'lead') return BACK_OFFICE_ROUTES.inquiry.replace(':id', encodeURIComponent(id));
  return `${BACK_OFFICE_ROUTES.bench}?search=${encodeURIComponent(name)}`;
}

export type TalentSearchResult = TalentPage | { refused: string };

/**
 * The talent search (docs/product.md#talent): one parsed query over applications, bench consultants and
 * know-your-worth leads, ranked by the engine's relevance, each with a highlighted snippet; and a job's
 * matching candidates, ranked by how many of its skills they name.
 */
export function createTalentService({ queries }: Pick<ServiceDeps, 'queries'>) {
  return {
    /** One page of the search; a query that does not parse is refused with the message to show. */
    async search({
      q = '',
      source,
      visa,
      page = 1,
      pageSize = 20,
    }: TalentSearchQuery): Promise<TalentSearchResult> {
      let query: TalentQuery | undefined;
      try {
        query = parseTalentQuery(q);
      } catch (error) {
        if (error instanceof TalentQueryError) return { refused: error.message };
        throw error;
      }
      const filters = { source, visa: visa === undefined ? undefined : Number(visa) };
      const paging = { page: Number(page), pageSize: Number(pageSize) };
      const { rows, total } = await queries.talent.search(query, filters, paging);
      const terms = query ? wantedTerms(query) : [];
      return {
        items: rows.map((row) => ({
          id: row.id,
          source: row.source,
          name: row.name,
          title: row.title,
          location: row.location,
          visaStatus: row.visaStatus,
          updatedAt: row.updatedAt,
          snippet: snippetOf(row.texts, terms),
          link: talentLink(row.source, row.id, row.name),
        })),
        total,
        ...paging,
      };
    },

    /** The candidates naming the most of a job's skills, each with the skills it names; undefined: no job. */
    async matchingCandidates(jobId: string): Promise<MatchingCandidates | undefined> {
      const job = await queries.talent.job(jobId);
      if (!job) return undefined;
      const skills = skillsOf(job.skills);
      const terms: TalentQuery[] = skills.map((skill) => ({
        type: 'term',
        words: searchWords(skill),
        prefix: false,
      }));
      const found = await queries.talent.matching(terms, MATCHING_CANDIDATES_LIMIT);
      return {
        job,
        skills,
        items: found.map(({ row, matched }) => ({
          id: row.id,
          source: row.source,
          name: row.name,
          title: row.title,
          link: talentLink(row.source, row.id, row.name),
          matched: matched.flatMap((index) => skills[index] ?? []),
        })),
      };
    },
  };
}

export type TalentService = ReturnType<typeof createTalentService>;
