import type { OrderStatus } from '@jc/shared';
import { REFUNDED_ORDER_NAME } from '@jc/shared/rules/orders';

const STATUS_COLOR: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'orange',
  PAID: 'blue',
  TICKETED: 'green',
  CANCELLED: 'default',
};

/** The tag colour of an order's state as it shows (a ticketed order all refunded is 已退票, in grey). */
export const statusColor = (o: { status: OrderStatus; statusName: string }) =>
  o.statusName === REFUNDED_ORDER_NAME ? 'default' : STATUS_COLOR[o.status];

export const PAY_METHOD_LABEL: Record<string, string> = {
  wxnative: '微信支付',
  alipay: '支付宝',
  ybpc: '银行卡',
  zero: '零元支付',
};
