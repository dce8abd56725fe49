import { API_PATHS, OfferEstimateSchema, SendOfferResultSchema, type SendOffer } from '@smartmove/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { offerEstimateKey } from './rate-card';

/** GET /CRM/GetOfferEstimate?id=: a know-your-worth lead's estimated range and a suggested offer. */
export const offerQueries = {
  all: offerEstimateKey,
  estimate: (id: string) =>
    queryOptions({
      queryKey: [...offerEstimateKey, id] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getOfferEstimate, { query: { id }, schema: OfferEstimateSchema, signal }),
    }),
};

export function useOfferEstimateQuery(id: string) {
  return useQuery(offerQueries.estimate(id));
}

/** POST /CRM/SendOffer: e-mails the offer and sets the lead's status to Offer sent. */
export function useSendOfferMutation() {
  return useMutation({
    mutationFn: (offer: SendOffer) =>
      apiRequest(API_PATHS.sendOffer, { method: 'POST', body: offer, schema: SendOfferResultSchema }),
  });
}
