import { RECORD_KINDS } from '@smartmove/contract';
import { createMailOutboxRepository } from '../../repositories/mail/mail-outbox-repository.js';
import { recordChange } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';

/** The admin acting on the System page. */
export interface SystemActor {
  id: string;
  name: string;
}

export const RETRIED_MAIL_AUDIT_ACTION = 'retried e-mail';

/**
 * The running system (docs/product.md#running-it): an admin sends a failed e-mail back to waiting; audited.
 */
export function createSystemService({ changes }: ServiceDeps) {
  return {
    /**
     * A failed e-mail back to waiting, due now, with a fresh round of attempts (the mail worker is woken
     * for it). False when it is not failed (a second retry finds it waiting or sent: it is queued once).
     */
    async retryMail(actor: SystemActor, id: string, now: Date = new Date()): Promise<boolean> {
      return changes.run(async (trx, after) => {
        const retried = await createMailOutboxRepository(trx).retryFailed(id, now);
        if (!retried) return false;
        await recordChange(trx, {
          actor,
          action: RETRIED_MAIL_AUDIT_ACTION,
          record: { kind: RECORD_KINDS.email, id, label: retried.subject },
          at: now,
        });
        after.wakeMail();
        return true;
      });
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
