import type { AddExpenseFields, Expense } from '@smartmove/contract';
import { createExpenseRepository } from '../repositories/expense-repository.js';
import type { StoredUpload } from '../repositories/stored-upload.js';
import type { ServiceDeps } from './service-deps.js';

/** The claims an employee submits; their decisions and payment are the approval service's. */
export function createExpenseService({ db }: ServiceDeps) {
  return {
    /** A new claim with its stored receipt, waiting for the employee's approver. */
    submit(
      userId: string,
      input: AddExpenseFields,
      receipt: StoredUpload,
      now = new Date(),
    ): Promise<Expense> {
      return createExpenseRepository(db).create(userId, input, receipt, now);
    },
  };
}
