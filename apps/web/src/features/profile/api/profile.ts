import {
  API_PATHS,
  AddressLookupSchema,
  AddressResponseSchema,
  PersonalInformationResponseSchema,
  ProfileSchema,
  type Address,
  type PersonalInformation,
} from '@smartmove/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const PROFILE_KEY = ['profile'] as const;

/** GET /CRM/GetProfile: name, phone, role, company and whether there is a profile image. */
export function useProfileQuery() {
  return useQuery({
    queryKey: [...PROFILE_KEY, 'account'],
    queryFn: ({ signal }) => apiRequest(API_PATHS.getProfile, { schema: ProfileSchema, signal }),
  });
}

/** The profile image as an object URL, only asked for when the profile has one. */
export function useProfileImageQuery(hasImage: boolean, version: string) {
  return useQuery({
    queryKey: [...PROFILE_KEY, 'image', version],
    enabled: hasImage,
    queryFn: async ({ signal }) =>
      URL.createObjectURL(
        await apiRequest<Blob>(API_PATHS.getProfileImage, { responseType: 'blob', signal }),
      ),
    staleTime: Infinity,
  });
}

export function usePersonalInformationQuery() {
  return useQuery({
    queryKey: [...PROFILE_KEY, 'personal'],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getPersonalInformation, { schema: PersonalInformationResponseSchema, signal }),
  });
}

export function useAddressQuery() {
  return useQuery({
    queryKey: [...PROFILE_KEY, 'address'],
    queryFn: ({ signal }) => apiRequest(API_PATHS.getAddress, { schema: AddressLookupSchema, signal }),
  });
}

/** POST /CRM/UpdatePersonalInformation. */
export function useUpdatePersonalInformationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PersonalInformation) =>
      apiRequest(API_PATHS.updatePersonalInformation, {
        method: 'POST',
        body: values,
        schema: PersonalInformationResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

/** POST /CRM/UpdateAddress. */
export function useUpdateAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Address) =>
      apiRequest(API_PATHS.updateAddress, { method: 'POST', body: values, schema: AddressResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...PROFILE_KEY, 'address'] }),
  });
}

/** POST /UploadProfileImage: multipart, the image as `file`. */
export function useUploadProfileImageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: File) => {
      const body = new FormData();
      body.append('file', image, image.name);
      return apiRequest(API_PATHS.uploadProfileImage, { method: 'POST', body, schema: ProfileSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}
