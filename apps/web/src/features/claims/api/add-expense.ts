import { API_PATHS, ExpenseSchema, type AddExpenseFields } from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { expenseQueries } from './get-expenses';

/** POST /CRM/AddExpense: multipart, the receipt as `receipt`. */
export function useAddExpenseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receipt, ...fields }: AddExpenseFields & { receipt: File }) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
      body.append('receipt', receipt, receipt.name);
      return apiRequest(API_PATHS.addExpense, { method: 'POST', body, schema: ExpenseSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseQueries.all }),
  });
}
