import { MESSAGES, type BenchCandidate } from '@smartmove/contract';

/** Cards shown at first and added by each "Load More". */
export const PAGE_SIZE = 10;

/**
 * Spec section 4, "Search": an empty keyword keeps the whole list; otherwise the cards whose title or
 * location contains it, ignoring case.
 */
export function filterCandidates(candidates: readonly BenchCandidate[], keyword: string): BenchCandidate[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...candidates];
  return candidates.filter(
    (candidate) =>
      candidate.title.toLowerCase().includes(needle) || candidate.location.toLowerCase().includes(needle),
  );
}

export interface ResultCounts {
  /** Candidates on the list. */
  total: number;
  /** Candidates matching the keyword (equals total without one). */
  matches: number;
  /** Cards on screen. */
  visible: number;
  /** Whether a keyword is typed. */
  filtered: boolean;
}

/** The results line, with the true numbers (docs/product.md#fidelity (b)) instead of a fixed "Showing all 10 results". */
export function describeResults({ total, matches, visible, filtered }: ResultCounts): string {
  if (matches === 0) return filtered ? MESSAGES.searchNoResult : 'No candidates are on the bench right now.';
  if (visible < matches) {
    return filtered
      ? `Showing ${visible} of ${matches} matching results`
      : `Showing ${visible} of ${total} results`;
  }
  if (filtered && matches < total) return `Showing ${matches} of ${total} results`;
  return matches === 1 ? 'Showing 1 result' : `Showing all ${matches} results`;
}
