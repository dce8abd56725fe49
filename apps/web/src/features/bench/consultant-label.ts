import type { BenchCandidate } from '@smartmove/contract';

/** How a contact message names a consultant of the hot list: title, name and reference, for staff to find. */
export function consultantLabel(candidate: Pick<BenchCandidate, 'id' | 'title' | 'name'>): string {
  return `${candidate.title} - ${candidate.name} (ref. ${candidate.id})`;
}
