import { API_PATHS, ProfileSchema } from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueries } from './profile';

/** POST /CRM/UpdateReminders: the caller's "Reminders" switch; answers the profile. */
export function useUpdateRemindersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reminders: boolean) =>
      apiRequest(API_PATHS.updateReminders, { method: 'POST', body: { reminders }, schema: ProfileSchema }),
    onSuccess: (profile) => queryClient.setQueryData(profileQueries.account().queryKey, profile),
  });
}
