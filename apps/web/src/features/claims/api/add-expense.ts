import { API_PATHS, ExpenseSchema, type AddExpenseFields } from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { appendClaimFields } from './claim-fields';
import { expenseQueries } from './get-expenses';

/** POST /CRM/AddExpense: multipart, the receipt as `receipt`. */
export function useAddExpenseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receipt, ...fields }: AddExpenseFields & { receipt: File }) => {
      const body = new FormData();
      appendClaimFields(body, fields);
      body.append('receipt', receipt, receipt.name);
      return apiRequest(API_PATHS.addExpense, { method: 'POST', body, schema: ExpenseSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseQueries.all }),
  });
}
