import type { Fen, PayMethod } from '@jc/shared';

/**
 * What the site needs from a payment provider (docs/payments.md): create a trade and get the code
 * or cashier address the passenger pays at; ask its state; close it; refund it with a refund
 * number of our choosing (a repeat with the same number never refunds twice); read a notification
 * it sends and answer it in its own format. Each provider has a real client and the sandbox
 * gateway answers the same protocol, so that choosing one is configuration.
 */

/** The methods that go through a gateway (zero-amount orders do not). */
export type GatewayMethod = Exclude<PayMethod, 'zero'>;
export const GATEWAY_METHODS = ['wxnative', 'alipay', 'ybpc'] as const satisfies readonly GatewayMethod[];
/** The providers, as the notify routes (/api/pay/notify/:provider) and the sandbox name them. */
export type GatewayName = 'wxpay' | 'alipay' | 'yeepay';
export const GATEWAY_OF_METHOD: Record<GatewayMethod, GatewayName> = {
  wxnative: 'wxpay',
  alipay: 'alipay',
  ybpc: 'yeepay',
};

export interface CreateTradeInput {
  outTradeNo: string;
  amount: Fen;
  /** What the passenger sees on the provider's page, e.g. 锦程航空机票 订单JC2603…. */
  subject: string;
  notifyUrl: string;
  /** Where a cashier page sends the browser back (alipay, ybpc); the QR method has none. */
  returnUrl: string;
  expiresAt: Date;
  clientIp: string;
}

/** The QR code's content (wxnative) or the cashier page to send the browser to (alipay, ybpc). */
export interface CreatedTrade {
  url: string;
}

export type ProviderTradeStatus = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'NOT_FOUND';
export interface TradeState {
  status: ProviderTradeStatus;
  amount: Fen | null;
  providerTradeNo: string | null;
  paidAt: Date | null;
}
/** The gateway knows no trade of this number (never opened at its cashier, say). */
export const tradeNotFound = (): TradeState => ({
  status: 'NOT_FOUND',
  amount: null,
  providerTradeNo: null,
  paidAt: null,
});

export interface RefundInput {
  outTradeNo: string;
  outRefundNo: string;
  totalAmount: Fen;
  refundAmount: Fen;
  reason: string;
}
export interface RefundOutcome {
  providerRefundNo: string;
}

/** A notification as it reached our notify route: the raw body, byte for byte as sent. */
export interface IncomingNotification {
  contentType: string;
  body: string;
  headers: Record<string, string | undefined>;
}

export type NotificationCheck =
  | {
      valid: true;
      merchantId: string;
      outTradeNo: string;
      amount: Fen;
      providerTradeNo: string;
      /** False for a notice that is not a payment (e.g. a trade closed): acknowledged, nothing applied. */
      paid: boolean;
      paidAt: Date | null;
      fields: Record<string, unknown>;
    }
  | { valid: false; reason: 'bad-signature' | 'malformed'; outTradeNo: string | null; fields: unknown };

/** Our answer to a notification, in the provider's own format. */
export interface Acknowledgement {
  statusCode: number;
  contentType: string;
  body: string;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  readonly method: GatewayMethod;
  /** Our merchant number at this provider: a notification for another merchant is refused. */
  readonly merchantId: string;
  createTrade(input: CreateTradeInput): Promise<CreatedTrade>;
  queryTrade(outTradeNo: string): Promise<TradeState>;
  closeTrade(outTradeNo: string): Promise<void>;
  refund(input: RefundInput): Promise<RefundOutcome>;
  verifyNotification(notification: IncomingNotification): NotificationCheck;
  acknowledge(accepted: boolean, message?: string): Acknowledgement;
}

/** A provider refused a call or could not be reached; `retryable` when trying again may help. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

// ----------------------------------------------------------------------------- shared helpers

/** 1234 fen → "12.34", the yuan string the wallet and the card cashier carry. */
export const fenToYuan = (amount: Fen) => {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** "12.34" → 1234 fen, exactly (no float arithmetic); null when the text is not an amount. */
export function yuanToFen(text: unknown): Fen | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Reads a Beijing-time timestamp in a provider's layout (China keeps UTC+8 all year); null when it does not parse. */
export function parseChinaTime(text: unknown, layout: 'YYYYMMDDHHmmss' | 'YYYY-MM-DD HH:mm:ss'): Date | null {
  if (typeof text !== 'string') return null;
  const m =
    layout === 'YYYYMMDDHHmmss'
      ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text)
      : /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * POSTs one call to a provider (at most 10 seconds) and reads its answer; not reaching it is a
 * NETWORK error worth retrying, named after the provider (`who`: 支付宝, 微信支付 …).
 */
export async function postToProvider(
  who: string,
  send: typeof fetch,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<{ headers: Headers; text: string }> {
  return reachProvider(who, async () => {
    const res = await send(url, { method: 'POST', ...init, signal: AbortSignal.timeout(10_000) });
    return { headers: res.headers, text: await res.text() };
  });
}

/** Runs a call to a provider; a failure to reach it is a NETWORK error worth retrying. */
export async function reachProvider<T>(who: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw new GatewayError(`${who}接口不可达：${(err as Error).message}`, 'NETWORK', true);
  }
}

/** The plain-text answer to a notification that alipay and the card cashier expect. */
export const plainTextAck = (accepted: boolean, ack: { ok: string; fail: string }): Acknowledgement => ({
  statusCode: accepted ? 200 : 400,
  contentType: 'text/plain; charset=utf-8',
  body: accepted ? ack.ok : ack.fail,
});
