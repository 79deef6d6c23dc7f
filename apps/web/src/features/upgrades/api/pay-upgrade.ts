import { useMutation } from '@tanstack/react-query';
import { quotePayCalls } from '@/hooks/use-paid-quote';

const calls = quotePayCalls('/v2/ticket/upgrade/pay', 'upgradeNo');

/** POST /api/v2/ticket/upgrade/pay/wxnative: the QR code paying the difference, as an order is paid. */
export const payUpgradeWx = calls.wx;

/** POST /api/v2/ticket/upgrade/pay/alipay or /ybpc: the cashier page, which comes back to returnPath. */
export const payUpgradeRedirect = calls.redirect;

export const usePayUpgradeWx = () => useMutation({ mutationFn: payUpgradeWx });
export const usePayUpgradeRedirect = () => useMutation({ mutationFn: payUpgradeRedirect });
