import { API_PATHS, PasskeyIdSchema, PasskeyPageSchema } from '@smartmove/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { createPasskey } from '../../../lib/passkeys';

/** A person has a handful of passkeys: one page holds them. */
export const PASSKEYS_PAGE_SIZE = 50;

const PASSKEYS_KEY = ['passkeys'] as const;

export const passkeyQueries = {
  all: PASSKEYS_KEY,
  /** GET /CRM/GetPasskeys: the caller's passkeys, newest first. */
  list: () =>
    queryOptions({
      queryKey: [...PASSKEYS_KEY, 'list'] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getPasskeys, {
          query: { pageSize: PASSKEYS_PAGE_SIZE },
          schema: PasskeyPageSchema,
          signal,
        }),
    }),
};

export function usePasskeysQuery() {
  return useQuery(passkeyQueries.list());
}

/** POST /CRM/PasskeyRegistrationOptions, the browser's new passkey, then POST /CRM/RegisterPasskey. */
export function useAddPasskeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await apiRequest<object>(API_PATHS.passkeyRegistrationOptions, { method: 'POST' });
      const response = await createPasskey(options);
      return apiRequest(API_PATHS.registerPasskey, {
        method: 'POST',
        body: { name, response },
        schema: PasskeyIdSchema,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyQueries.all }),
  });
}

/** POST /CRM/RemovePasskey. */
export function useRemovePasskeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(API_PATHS.removePasskey, { method: 'POST', body: { id }, schema: PasskeyIdSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyQueries.all }),
  });
}
