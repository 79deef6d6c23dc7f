import type { OrderStatus } from '@jc/shared';

export const STATUS_COLOR: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'orange',
  PAID: 'blue',
  TICKETED: 'green',
  CANCELLED: 'default',
};

export const PAY_METHOD_LABEL: Record<string, string> = {
  wxnative: '微信支付',
  alipay: '支付宝',
  ybpc: '银行卡',
  zero: '零元支付',
};
