import { API_PATHS, ExpenseSchema, type ResubmitExpenseFields } from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { appendClaimFields } from './claim-fields';
import { expenseQueries } from './get-expenses';

/** POST /CRM/ResubmitExpense: a rejected claim corrected and sent again; a new receipt only when chosen. */
export function useResubmitExpenseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receipt, ...fields }: ResubmitExpenseFields & { receipt?: File | undefined }) => {
      const body = new FormData();
      appendClaimFields(body, fields);
      if (receipt) body.append('receipt', receipt, receipt.name);
      return apiRequest(API_PATHS.resubmitExpense, { method: 'POST', body, schema: ExpenseSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseQueries.all }),
  });
}
