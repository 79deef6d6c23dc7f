import { describe, expect, it } from 'vitest';
import { DELAY_CERTIFICATE_MIN_MINUTES, delayCertificateVerdict, formatDelay } from './trip-documents';

describe('delay certificate verdict', () => {
  it('certifies a cancelled flight at once, whatever its times', () => {
    expect(delayCertificateVerdict({ status: '取消', delayMinutes: 0, departed: false })).toEqual({
      ok: true,
      kind: 'CANCELLED',
    });
  });

  it('waits for take-off, then needs 30 minutes of delay (one minute each side)', () => {
    const min = DELAY_CERTIFICATE_MIN_MINUTES;
    expect(delayCertificateVerdict({ status: '延误', delayMinutes: 90, departed: false })).toEqual({
      ok: false,
      reason: 'notDeparted',
    });
    expect(delayCertificateVerdict({ status: '计划', delayMinutes: 0, departed: false }).ok).toBe(false);
    expect(delayCertificateVerdict({ status: '起飞', delayMinutes: min, departed: true })).toEqual({
      ok: true,
      kind: 'DELAYED',
    });
    expect(delayCertificateVerdict({ status: '到达', delayMinutes: min + 1, departed: true }).ok).toBe(true);
    expect(delayCertificateVerdict({ status: '起飞', delayMinutes: min - 1, departed: true })).toEqual({
      ok: false,
      reason: 'notDelayed',
    });
  });

  it('writes a delay in hours and minutes', () => {
    expect(formatDelay(45)).toBe('45分钟');
    expect(formatDelay(60)).toBe('1小时');
    expect(formatDelay(135)).toBe('2小时15分钟');
  });
});
