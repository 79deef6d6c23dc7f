import { useMutation } from '@tanstack/react-query';
import type { ChangeApplyRequest, ChangeView } from '@jc/shared';
import { api } from '@/lib/api-client';

/** POST /api/v2/order/change/apply: the quote (fee + higher fare's difference), valid 10 minutes. */
export const applyChange = (body: ChangeApplyRequest) =>
  api.data<ChangeView>('POST', '/v2/order/change/apply', { body });

export const useApplyChange = () => useMutation({ mutationFn: applyChange });
