import { API_PATHS, ExpenseSchema } from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { expenseQueries } from './get-expenses';

/** POST /CRM/WithdrawExpense: the author withdraws a claim while it waits for approval. */
export function useWithdrawExpenseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(API_PATHS.withdrawExpense, { method: 'POST', body: { id }, schema: ExpenseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseQueries.all }),
  });
}
