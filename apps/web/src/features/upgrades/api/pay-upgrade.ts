import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface UpgradeWxPay {
  orderNo: string;
  outTradeNo: string;
  amount: number;
  codeUrl: string;
  expiresAt: string;
}

/** POST /api/v2/ticket/upgrade/pay/wxnative: the QR code paying the difference, as an order is paid. */
export const payUpgradeWx = (upgradeNo: string) =>
  api.data<UpgradeWxPay>('POST', '/v2/ticket/upgrade/pay/wxnative', { body: { upgradeNo } });

export const usePayUpgradeWx = () => useMutation({ mutationFn: payUpgradeWx });
