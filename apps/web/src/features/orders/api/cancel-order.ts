import { api } from '@/lib/api-client';
import { invalidatingMutation } from '@/lib/endpoint-query';
import { orderKeys } from '../lib/query-keys';

/** POST /api/v2/order/cancel: an unpaid order, its seats and coupon released. */
export const cancelOrder = (orderNo: string) =>
  api.data<{ orderNo: string; status: string }>('POST', '/v2/order/cancel', { body: { orderNo } });

export const useCancelOrder = invalidatingMutation(cancelOrder, [orderKeys.all], { after: 'settled' });
