/**
 * What the pay calls answer: one shape for an order, a date change's fee and an upgrade's
 * difference alike, as the server answers all three with the same schemas.
 */

/** The messaging-app QR code's `code_url`, which the page draws. */
export interface WxNativePay {
  orderNo: string;
  outTradeNo: string;
  amount: number;
  codeUrl: string;
  expiresAt: string;
}

/** The cashier page (支付宝, 银行卡) to send the browser to. */
export interface RedirectPay {
  orderNo: string;
  outTradeNo: string;
  amount: number;
  payUrl: string;
  expiresAt: string;
}
