import { useMutation } from '@tanstack/react-query';
import type { DialogueReply } from '@jc/shared';
import { api } from '@/lib/api-client';

/**
 * A free question (docs/rules.md: dialogContent, channelType 0): suggestions ranked with a score,
 * the signed-in passenger's own trip cards first, or the fallback with the hotline.
 */
export const askQuestion = (dialogContent: string) =>
  api.data<DialogueReply>('POST', '/v1/dialog/dialogue', { body: { dialogContent, channelType: 0 } });

export const useAskQuestion = () => useMutation({ mutationFn: askQuestion });
