/**
 * Messages of payment and the itinerary beyond those of the booking path (BookingMessages):
 * what a passenger is told when a method cannot be used now (docs/payments.md).
 */
export const PaymentMessages = {
  methodUnavailable: '该支付方式暂不可用，请选择其他支付方式',
  gatewayFailed: '支付渠道繁忙，请稍后重试或选择其他支付方式',
  useZeroPay: '订单金额为0，请使用零元支付',
  alreadyPaid: '订单已支付，请勿重复支付',
} as const;

/** The itinerary's verification code: 8 characters of an unambiguous alphabet, shown as XXXX-XXXX. */
export const ITINERARY_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ITINERARY_CODE_PATTERN = /^[2-9A-HJ-NP-Z]{4}-?[2-9A-HJ-NP-Z]{4}$/;
