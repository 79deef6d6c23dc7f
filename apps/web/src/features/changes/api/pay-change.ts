import { useMutation } from '@tanstack/react-query';
import { quotePayCalls } from '@/hooks/use-paid-quote';

const calls = quotePayCalls('/v2/order/change/pay', 'changeNo');

/** POST /api/v2/order/change/pay/wxnative: the QR code paying the change, as an order is paid. */
export const payChangeWx = calls.wx;

/** POST /api/v2/order/change/pay/alipay or /ybpc: the cashier page, which comes back to returnPath. */
export const payChangeRedirect = calls.redirect;

export const usePayChangeWx = () => useMutation({ mutationFn: payChangeWx });
export const usePayChangeRedirect = () => useMutation({ mutationFn: payChangeRedirect });
