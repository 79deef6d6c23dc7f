import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { dbKind, withTestApp } from '#test/helper';

describe(`fare families (${dbKind()})`, () => {
  let app: App;
  withTestApp((built) => (app = built));

  it('lists every family in display order with its baggage and fee bands (percent of the fare)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/fare/families', payload: {} });
    expect(res.statusCode).toBe(200);
    const families = res.json().data as { code: string; checkedBaggageKg: number }[];
    expect(families.map((f) => f.code)).toEqual(['SAVER', 'STANDARD', 'FLEX', 'BUSINESS']);
    expect(families[1]).toMatchObject({
      name: '标准经济',
      cabinName: '经济舱',
      checkedBaggageKg: 20,
      refundFees: { from7Days: 5, from48Hours: 10, from4Hours: 20, late: 30 },
      changeFees: { from7Days: 5, from48Hours: 10, from4Hours: 15, late: 20 },
    });
    expect(families[0]).toMatchObject({ checkedBaggageKg: 0, upgradable: false });
  });

  it('refuses a body that is not an object, in the envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/fare/families', payload: [1] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
