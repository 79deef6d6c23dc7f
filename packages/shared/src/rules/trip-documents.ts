import type { FlightOpsStatusText } from './flight-ops';

/**
 * Delay certificates and ticket verification (docs/trip-services.md, "Certificates, verification
 * and mail"). The numbers and messages both the pages and the server apply.
 */

/** A flight late by at least this many minutes (or cancelled) gets a delay certificate. */
export const DELAY_CERTIFICATE_MIN_MINUTES = 30;

/**
 * How often documents may be mailed: per ticket an hour, per client address an hour, per e-mail
 * address a China day. Enough for a passenger who mistyped an address, not for a mail bomb.
 */
export const TRIP_MAIL_LIMITS = { perTicketHourly: 5, perAddressHourly: 20, perEmailDaily: 10 } as const;

export const TripDocumentMessages = {
  /** Chosen. */
  identityRequired: '请输入证件号或票号',
  /** Chosen. */
  flightDateRequired: '请选择航班日期',
  /** Chosen. */
  emailRequired: '请输入邮箱地址',
  /** Chosen. */
  emailInvalid: '请输入正确的邮箱地址',
  /** Chosen. */
  passengerNotOnFlight: '未查询到该旅客在此航班上的客票，请核对航班号、日期、姓名及证件号或票号',
  /** Chosen. */
  notDelayed: '该航班未延误30分钟以上或取消，无法开具延误证明',
  /** Chosen. */
  notDeparted: '该航班尚未起飞，实际延误时长未定，请于航班起飞后再开具延误证明',
  /** Chosen. */
  codeRequired: '请输入验证码',
  /** Chosen. */
  codeInvalid: '验证码格式不正确，应为8位字母或数字',
  /** Chosen. */
  certificateNotFound: '验证码无效，未查询到对应的延误证明',
  /** Chosen. */
  ticketNotFound: '未查询到该客票，请核对票号与旅客姓名',
  /** Chosen. */
  ticketNotIssued: '该客票尚未出票，暂不能发送行程单',
  /** Chosen. */
  tooManyForTicket: '该客票的邮件发送过于频繁，请1小时后再试',
  /** Chosen. */
  tooManyForAddress: '当前网络发送邮件过于频繁，请1小时后再试',
  /** Chosen. */
  tooManyForEmail: '该邮箱今日接收次数已达上限，请明天再试',
  /** Chosen. */
  delayMailSent: '延误证明已发送，请查收邮件',
  /** Chosen. */
  itineraryMailSent: '电子行程单已发送，请查收邮件',
} as const;

export const DELAY_CERTIFICATE_KINDS = ['DELAYED', 'CANCELLED'] as const;
export type DelayCertificateKind = (typeof DELAY_CERTIFICATE_KINDS)[number];
export const DELAY_CERTIFICATE_KIND_NAMES: Record<DelayCertificateKind, string> = {
  DELAYED: '航班延误',
  CANCELLED: '航班取消',
};

/** What a certificate needs to know of the flight's operational record. */
export interface DelayFacts {
  status: FlightOpsStatusText;
  /** Minutes the departure is (or was) late; 0 when on time. */
  delayMinutes: number;
  /** Whether the flight has actually taken off. */
  departed: boolean;
}

export type DelayCertificateVerdict =
  { ok: true; kind: DelayCertificateKind } | { ok: false; reason: 'notDelayed' | 'notDeparted' };

/**
 * Whether a certificate can be issued now: a cancelled flight at once; a flight late by
 * DELAY_CERTIFICATE_MIN_MINUTES or more once it has taken off (its delay is then known); a flight
 * still on the ground waits; a flight that left on time (or less late) gets none.
 */
export function delayCertificateVerdict(f: DelayFacts): DelayCertificateVerdict {
  if (f.status === '取消') return { ok: true, kind: 'CANCELLED' };
  if (!f.departed) return { ok: false, reason: 'notDeparted' };
  if (f.delayMinutes >= DELAY_CERTIFICATE_MIN_MINUTES) return { ok: true, kind: 'DELAYED' };
  return { ok: false, reason: 'notDelayed' };
}

/** "2小时15分钟", "45分钟". */
export function formatDelay(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}分钟`;
  return m === 0 ? `${h}小时` : `${h}小时${m}分钟`;
}
