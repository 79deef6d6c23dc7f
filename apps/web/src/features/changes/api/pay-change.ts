import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QuoteRedirectPay } from '@/hooks/use-paid-quote';

export interface ChangeWxPay {
  orderNo: string;
  outTradeNo: string;
  amount: number;
  codeUrl: string;
  expiresAt: string;
}

export interface ChangeRedirectPay {
  orderNo: string;
  outTradeNo: string;
  amount: number;
  payUrl: string;
  expiresAt: string;
}

/** POST /api/v2/order/change/pay/wxnative: the QR code paying the change, as an order is paid. */
export const payChangeWx = (changeNo: string) =>
  api.data<ChangeWxPay>('POST', '/v2/order/change/pay/wxnative', { body: { changeNo } });

/** POST /api/v2/order/change/pay/alipay or /ybpc: the cashier page, which comes back to returnPath. */
export const payChangeRedirect = ({ method, quoteNo, returnPath }: QuoteRedirectPay) =>
  api.data<ChangeRedirectPay>('POST', `/v2/order/change/pay/${method}`, {
    body: { changeNo: quoteNo, returnPath },
  });

export const usePayChangeWx = () => useMutation({ mutationFn: payChangeWx });
export const usePayChangeRedirect = () => useMutation({ mutationFn: payChangeRedirect });
