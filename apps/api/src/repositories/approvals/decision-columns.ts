import type { Decision } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** An approver's decision as a decided row stores it (time sheets, leave requests and claims alike). */
export interface DecisionColumns {
  status: string;
  decided_by: string;
  decided_at: string;
  decision_reason: string | null;
}

/** The tables whose rows wait for an approver's decision. */
type DecidedTable = 'time_sheets' | 'leave_requests' | 'expenses';

/**
 * The author's view of a decision, from a row's decision columns and the decider's name.
 */
export function decisionOf(row: {
  decided_at: string | null;
  decision_reason: string | null;
  decider_name: string | null;
}): Decision | null {
  if (!row.decided_at) return null;
  return { by: row.decider_name ?? 'Unknown', at: row.decided_at, reason: row.decision_reason };
}

/**
 * Stores a decision on the rows among `ids` that still wait in `waiting`, and answers how many changed:
 * fewer than `ids` when another decision got there first. Each table's repository calls it for its rows.
 */
export async function storeDecision(
  db: Kysely<Database>,
  table: DecidedTable,
  ids: readonly string[],
  waiting: string,
  decision: DecisionColumns,
): Promise<number> {
  const updated = await db
    .updateTable(table as 'expenses')
    .set(decision)
    .where('id', 'in', [...ids])
    .where('status', '=', waiting)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}
