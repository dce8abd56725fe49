import {
  API_PATHS,
  AddressLookupSchema,
  AddressResponseSchema,
  PersonalInformationResponseSchema,
  ProfileSchema,
  type Address,
  type PersonalInformation,
} from '@smartmove/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const PROFILE_KEY = ['profile'] as const;

/** The profile queries; every key starts with `all`, which a saved change or a new image invalidates. */
export const profileQueries = {
  all: PROFILE_KEY,
  /** GET /CRM/GetProfile: name, phone, role, company and whether there is a profile image. */
  account: () =>
    queryOptions({
      queryKey: [...PROFILE_KEY, 'account'] as const,
      queryFn: ({ signal }) => apiRequest(API_PATHS.getProfile, { schema: ProfileSchema, signal }),
    }),
  /** The profile image as an object URL. */
  image: (version: string) =>
    queryOptions({
      queryKey: [...PROFILE_KEY, 'image', version] as const,
      queryFn: async ({ signal }) =>
        URL.createObjectURL(
          await apiRequest<Blob>(API_PATHS.getProfileImage, { responseType: 'blob', signal }),
        ),
      staleTime: Infinity,
    }),
  personal: () =>
    queryOptions({
      queryKey: [...PROFILE_KEY, 'personal'] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getPersonalInformation, { schema: PersonalInformationResponseSchema, signal }),
    }),
  address: () =>
    queryOptions({
      queryKey: [...PROFILE_KEY, 'address'] as const,
      queryFn: ({ signal }) => apiRequest(API_PATHS.getAddress, { schema: AddressLookupSchema, signal }),
    }),
};

export function useProfileQuery() {
  return useQuery(profileQueries.account());
}

/** The profile image, only asked for when the profile has one. */
export function useProfileImageQuery(hasImage: boolean, version: string) {
  return useQuery({ ...profileQueries.image(version), enabled: hasImage });
}

export function usePersonalInformationQuery() {
  return useQuery(profileQueries.personal());
}

export function useAddressQuery() {
  return useQuery(profileQueries.address());
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueries.all }),
  });
}

/** POST /CRM/UpdateAddress. */
export function useUpdateAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Address) =>
      apiRequest(API_PATHS.updateAddress, { method: 'POST', body: values, schema: AddressResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueries.address().queryKey }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueries.all }),
  });
}
