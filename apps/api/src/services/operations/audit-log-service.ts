import { RECORD_KINDS } from '@smartmove/contract';
import { recordChange, type Actor } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';

/** The audit log's one change: its export is itself a line of the log (who took a copy, and of how much). */
export function createAuditLogService({ changes }: Pick<ServiceDeps, 'changes'>) {
  return {
    recordExport(actor: Actor, count: number, now = new Date()): Promise<void> {
      return changes.run((trx) =>
        recordChange(trx, {
          actor,
          action: 'exported audit log',
          record: {
            kind: RECORD_KINDS.auditLog,
            id: null,
            label: `${count} ${count === 1 ? 'line' : 'lines'}`,
          },
          at: now,
        }),
      );
    },
  };
}
