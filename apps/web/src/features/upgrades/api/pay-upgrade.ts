import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QuoteRedirectPay } from '@/hooks/use-paid-quote';

export interface UpgradeWxPay {
  orderNo: string;
  outTradeNo: string;
  amount: number;
  codeUrl: string;
  expiresAt: string;
}

export interface UpgradeRedirectPay {
  orderNo: string;
  outTradeNo: string;
  amount: number;
  payUrl: string;
  expiresAt: string;
}

/** POST /api/v2/ticket/upgrade/pay/wxnative: the QR code paying the difference, as an order is paid. */
export const payUpgradeWx = (upgradeNo: string) =>
  api.data<UpgradeWxPay>('POST', '/v2/ticket/upgrade/pay/wxnative', { body: { upgradeNo } });

/** POST /api/v2/ticket/upgrade/pay/alipay or /ybpc: the cashier page, which comes back to returnPath. */
export const payUpgradeRedirect = ({ method, quoteNo, returnPath }: QuoteRedirectPay) =>
  api.data<UpgradeRedirectPay>('POST', `/v2/ticket/upgrade/pay/${method}`, {
    body: { upgradeNo: quoteNo, returnPath },
  });

export const usePayUpgradeWx = () => useMutation({ mutationFn: payUpgradeWx });
export const usePayUpgradeRedirect = () => useMutation({ mutationFn: payUpgradeRedirect });
