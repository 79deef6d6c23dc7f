import dayjs from 'dayjs';

/** 20 → '2折', 16 → '1.6折'. */
export const discountLabel = (percent: number) =>
  percent >= 100 ? '原价' : `${Number((percent / 10).toFixed(1))}折`;

const pad = (n: number) => String(n).padStart(2, '0');

export interface CountdownParts {
  days: number;
  /** 'HH', 'MM', 'SS'. */
  hours: string;
  minutes: string;
  seconds: string;
}

/** Milliseconds left as days and HH:MM:SS, never negative; a part-second counts as a whole. */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: pad(Math.floor((total % 86_400) / 3600)),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
  };
}

/** '2天 05:04:03', or '05:04:03' under a day: what screen readers and tests read. */
export function countdownText(ms: number): string {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  return `${days > 0 ? `${days}天 ` : ''}${hours}:${minutes}:${seconds}`;
}

/** A campaign's period in China time: '12月10日 10:00 — 12月17日 22:00' (the ISO carries +08:00). */
export function campaignPeriod(startTime: string, endTime: string): string {
  const china = (iso: string) => dayjs(iso.slice(0, 16)).format('M月D日 HH:mm');
  return `${china(startTime)} — ${china(endTime)}`;
}

/** '2026-12-17' → '12月17日'. */
export const travelDay = (date: string) => dayjs(date).format('M月D日');
