import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ChangeWxPay {
  orderNo: string;
  outTradeNo: string;
  amount: number;
  codeUrl: string;
  expiresAt: string;
}

/** POST /api/v2/order/change/pay/wxnative: the QR code paying the change, as an order is paid. */
export const payChangeWx = (changeNo: string) =>
  api.data<ChangeWxPay>('POST', '/v2/order/change/pay/wxnative', { body: { changeNo } });

export const usePayChangeWx = () => useMutation({ mutationFn: payChangeWx });
