import { API_PATHS, RateCardSchema, type UpdateRateCard } from '@smartmove/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const RATE_CARD_KEY = ['rate-card'] as const;

/** GET /CRM/GetRateCard: the whole card, grouped by skill. */
export const rateCardQueries = {
  all: RATE_CARD_KEY,
  card: () =>
    queryOptions({
      queryKey: RATE_CARD_KEY,
      queryFn: ({ signal }) => apiRequest(API_PATHS.getRateCard, { schema: RateCardSchema, signal }),
    }),
};

export function useRateCardQuery() {
  return useQuery(rateCardQueries.card());
}

/** POST /CRM/UpdateRateCard (admin): answers the card as saved. */
export function useUpdateRateCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UpdateRateCard) =>
      apiRequest(API_PATHS.updateRateCard, { method: 'POST', body: update, schema: RateCardSchema }),
    onSuccess: (card) => {
      queryClient.setQueryData(rateCardQueries.card().queryKey, card);
      // Estimates follow the card.
      return queryClient.invalidateQueries({ queryKey: offerEstimateKey });
    },
  });
}

export const offerEstimateKey = ['offer-estimate'] as const;
