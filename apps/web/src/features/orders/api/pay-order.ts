import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RedirectPay, WxNativePay } from '@/lib/pay-answers';

// Each pay call carries an Idempotency-Key: a repeat (double click) gets the first answer back.
const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/** POST /api/v2/order/pay/wxnative: a code_url drawn as a QR code. */
export const payWxNative = (orderNo: string) =>
  api.data<WxNativePay>('POST', '/v2/order/pay/wxnative', { body: { orderNo }, headers: key() });

/** POST /api/v2/order/pay/alipay or /ybpc: the cashier page, which comes back to returnPath. */
export const payRedirect = (method: 'alipay' | 'ybpc', orderNo: string, returnPath: string) =>
  api.data<RedirectPay>('POST', `/v2/order/pay/${method}`, { body: { orderNo, returnPath }, headers: key() });

/** POST /api/v2/order/pay/zero: an order that coupons brought to 0 is ticketed at once. */
export const payZero = (orderNo: string) =>
  api.data<{ orderNo: string; status: string }>('POST', '/v2/order/pay/zero', {
    body: { orderNo },
    headers: key(),
  });

export const usePayWxNative = () => useMutation({ mutationFn: payWxNative });
export const usePayRedirect = () =>
  useMutation({
    mutationFn: (v: { method: 'alipay' | 'ybpc'; orderNo: string; returnPath: string }) =>
      payRedirect(v.method, v.orderNo, v.returnPath),
  });
export const usePayZero = () => useMutation({ mutationFn: payZero });
