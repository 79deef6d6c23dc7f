import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkEnvelope, Profile } from '@jc/shared';
import { api } from '@/lib/api-client';
import { getToken } from '@/lib/auth-token';
import { accountKeys } from '@/lib/current-user';

export interface ProfileInput {
  name: string;
  gender: 'M' | 'F';
  birthday: string;
  certType: string;
  certNo: string;
  email: string;
}

/** Completes or edits personal info; completing it makes a non-member a member (the msg says so). */
export const updateProfile = (input: ProfileInput) =>
  api.envelope<OkEnvelope<Profile>>('POST', '/v1/user/profile/update', { body: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      const token = getToken();
      queryClient.setQueryData(accountKeys.profile(token), data);
      // Membership may have just begun: user info (member or not) is asked again.
      void queryClient.invalidateQueries({ queryKey: accountKeys.info(token) });
    },
  });
}
