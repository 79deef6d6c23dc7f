import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  ITINERARY_CODE_PATTERN,
  TRIP_MAIL_LIMITS,
  TripDocumentMessages,
  flightOpsPlan,
  formatDelay,
  simulateFlightOps,
  type FlightOpsPlan,
} from '@jc/shared';
import type { App } from '../../app';
import { buildTestApp, createUser, dbKind, expectError } from '#test/helper';
import { createPendingOrder } from '#test/factories';
import { setTestClock } from '#test/clock';
import { orderState, payZero } from '#test/support/payments';
import { recipientOf, startSmtpServer, type SmtpTestServer } from '#test/support/smtp';
import { chinaLocal } from '../../lib/china-time';
import { openSession } from '../accounts/sessions.service';

const MINUTE = 60_000;

async function pdfText(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe(`delay certificates and ticket verification (${dbKind()})`, () => {
  let app: App;
  let smtp: SmtpTestServer;
  let member: Awaited<ReturnType<typeof createUser>>;
  let mailNo = 0;
  /** The member's session opened now (tests move the clock by days; a session lasts hours). */
  const auth = async () => ({ authorization: `Bearer ${(await openSession(app.db, member.user.id)).token}` });
  const nextEmail = () => `passenger${(mailNo += 1)}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: '锦程航空 <noreply@jincheng.example>' },
    });
    member = await createUser(app);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  /** A ticketed order on a flight the status simulator plans as `plan`, with its ticket and times. */
  async function ticketedOn(plan: FlightOpsPlan, passengers = [{ name: '张伟' }]) {
    const created = await createPendingOrder(app, member.user.id, {
      zero: true,
      passengers,
      flight: (f) => flightOpsPlan(f.flightNo, f.flightDate) === plan,
    });
    const paid = await payZero(app, await auth(), created.order.orderNo);
    expect(paid.statusCode, paid.body).toBe(200);
    const state = await orderState(app, created.order.id);
    const segment = created.segments[0]!;
    const at = (ms: number) =>
      simulateFlightOps({
        flightNo: segment.flightNo,
        flightDate: segment.flightDate,
        scheduledDepartureMs: segment.departure.getTime(),
        scheduledArrivalMs: segment.arrival.getTime(),
        nowMs: ms,
      });
    // The record as it ends up, once the flight has flown.
    const final = at(segment.arrival.getTime() + 24 * 3_600_000);
    return {
      order: created.order,
      segment,
      passengers: created.passengers,
      tickets: state.tickets,
      ticketNo: state.tickets[0]!.ticketNo!,
      certNo: created.passengers[0]!.certNo,
      final,
    };
  }

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const query = (payload: object) => post('/api/v1/flight/delay/query', payload);
  const identity = (t: Awaited<ReturnType<typeof ticketedOn>>, extra: object = {}) => ({
    flightNo: t.segment.flightNo,
    flightDate: t.segment.flightDate,
    passengerName: '张伟',
    certNo: t.certNo,
    ...extra,
  });

  it('certifies a delayed flight once it has taken off, by certificate or ticket number', async () => {
    const t = await ticketedOn('delayed');
    const takeOff = t.final.actualDepartureMs!;
    const delay = (takeOff - t.segment.departure.getTime()) / MINUTE;
    expect(delay).toBeGreaterThanOrEqual(30);

    // Announced but still on the ground: its delay is not final.
    setTestClock(t.segment.departure.getTime() - MINUTE);
    const waiting = await query(identity(t));
    expectError(waiting, 409, TripDocumentMessages.notDeparted);
    setTestClock(takeOff - MINUTE);
    expect((await query(identity(t))).json().msg).toBe(TripDocumentMessages.notDeparted);

    setTestClock(takeOff);
    const res = await query(identity(t));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      passengerName: '张伟',
      ticketNo: t.ticketNo,
      flightNo: t.segment.flightNo,
      flightDate: t.segment.flightDate,
      depAirport: t.segment.origin,
      arrAirport: t.segment.destination,
      scheduledDeparture: chinaLocal(t.segment.departure),
      scheduledArrival: chinaLocal(t.segment.arrival),
      actualDeparture: chinaLocal(new Date(takeOff)),
      actualArrival: null,
      delayMinutes: delay,
      delayReason: t.final.delayReason,
      kind: 'DELAYED',
      kindName: '航班延误',
      status: '起飞',
    });

    // By ticket number instead, a lower-case flight number, after landing.
    setTestClock(t.final.actualArrivalMs!);
    const byTicket = await query({
      ...identity(t, { certNo: '', ticketNo: t.ticketNo }),
      flightNo: t.segment.flightNo.toLowerCase(),
    });
    expect(byTicket.statusCode, byTicket.body).toBe(200);
    expect(byTicket.json().data).toMatchObject({
      status: '到达',
      actualArrival: chinaLocal(new Date(t.final.actualArrivalMs!)),
    });
  });

  it('refuses an on-time flight, a passenger not on the flight, and incomplete questions', async () => {
    const t = await ticketedOn('onTime');
    setTestClock(t.segment.departure.getTime() - MINUTE);
    expectError(await query(identity(t)), 409, TripDocumentMessages.notDeparted);
    setTestClock(t.segment.departure.getTime() + MINUTE);
    const onTime = await query(identity(t));
    expectError(onTime, 409, TripDocumentMessages.notDelayed);

    const d = await ticketedOn('delayed');
    setTestClock(d.final.actualDepartureMs! + MINUTE);
    const strangers = [
      identity(d, { passengerName: '李娜' }),
      identity(d, { certNo: '110101199001019999' }),
      identity(d, { certNo: '', ticketNo: '9290000000000' }),
      // The passenger, but on another flight (the on-time one, held by someone else).
      identity(t, { certNo: d.certNo }),
    ];
    for (const payload of strangers) {
      const res = await query(payload);
      expectError(res, 404, TripDocumentMessages.passengerNotOnFlight, JSON.stringify(payload));
    }
    const bare = await query(identity(d, { certNo: '' }));
    expect(bare.statusCode).toBe(400);
    expect(bare.json().msg).toContain(TripDocumentMessages.identityRequired);
    const badTicket = await query(identity(d, { certNo: '', ticketNo: '12345' }));
    expect(badTicket.json().msg).toContain('票号格式需为929开头的13位纯数字组成！');
    expect((await query(identity(d, { flightNo: '' }))).statusCode).toBe(400);
    expect((await query(identity(d, { flightDate: '2026-13-40' }))).json().msg).toContain(
      TripDocumentMessages.flightDateRequired,
    );
    expect((await query(identity(d, { passengerName: '' }))).json().msg).toContain('请输入乘机人姓名！');
  });

  it('certifies a cancelled flight from its announcement, one day ahead', async () => {
    const t = await ticketedOn('cancelled');
    const announced = t.segment.departure.getTime() - 24 * 3_600_000;
    setTestClock(announced - MINUTE);
    expect((await query(identity(t))).json().msg).toBe(TripDocumentMessages.notDeparted);
    setTestClock(announced + MINUTE);
    const res = await query(identity(t));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'CANCELLED',
      kindName: '航班取消',
      status: '取消',
      actualDeparture: null,
      actualArrival: null,
      delayMinutes: 0,
    });
  });

  it('mails the certificate as a PDF, whose code verifies what it states', async () => {
    const t = await ticketedOn('delayed');
    setTestClock(t.final.actualDepartureMs! + 5 * MINUTE);
    const email = nextEmail();
    const before = smtp.received.length;
    const sent = await post('/api/v1/flight/delay/sendMail', { ...identity(t), email });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().msg).toBe(TripDocumentMessages.delayMailSent);
    const { verifyCode } = sent.json().data;
    expect(verifyCode).toMatch(ITINERARY_CODE_PATTERN);
    expect(sent.json().data.email).toBe(email);

    // Delivered by the mail job to the SMTP server, the PDF attached.
    await app.jobs.runDue();
    const mail = smtp.received.slice(before).find((m) => recipientOf(m) === email)!;
    expect(mail).toBeDefined();
    expect(mail.subject).toBe(`【锦程航空】航班延误证明 ${t.segment.flightNo} ${t.segment.flightDate}`);
    expect(mail.text).toContain(verifyCode);
    expect(mail.attachments).toHaveLength(1);
    const pdf = mail.attachments[0]!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe(`航班延误证明-${t.segment.flightNo}-${t.segment.flightDate}.pdf`);
    const delay = (t.final.actualDepartureMs! - t.segment.departure.getTime()) / MINUTE;
    const text = await pdfText(pdf.content);
    expect(text).toContain('航班延误证明');
    expect(text).toContain('张伟');
    expect(text).toContain(t.segment.flightNo);
    expect(text).toContain(t.ticketNo);
    expect(text).toContain(formatDelay(delay));
    expect(text).toContain(chinaLocal(t.segment.departure));
    expect(text).toContain(verifyCode);

    const verify = (code: string) => post('/api/v1/flight/delay/verify', { verifyCode: code });
    const ok = await verify(verifyCode);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      verifyCode,
      passengerName: '张伟',
      flightNo: t.segment.flightNo,
      delayMinutes: delay,
      kind: 'DELAYED',
    });
    // As a person types it: lower case, without the dash.
    expect((await verify(verifyCode.toLowerCase().replace('-', ''))).statusCode).toBe(200);
    const wrong = verifyCode.slice(0, -1) + (verifyCode.endsWith('2') ? '3' : '2');
    const missing = await verify(wrong);
    expectError(missing, 404, TripDocumentMessages.certificateNotFound);
    expect((await verify('12')).json().msg).toContain(TripDocumentMessages.codeInvalid);

    // Asking again for the same statements issues the same certificate.
    const again = await post('/api/v1/flight/delay/sendMail', { ...identity(t), email });
    expect(again.json().data.verifyCode).toBe(verifyCode);
  });

  it('refuses to mail an on-time flight, a stranger, a bad address, and more than the limit per ticket', async () => {
    const onTime = await ticketedOn('onTime');
    setTestClock(onTime.segment.departure.getTime() + 10 * MINUTE);
    const refused = await post('/api/v1/flight/delay/sendMail', { ...identity(onTime), email: nextEmail() });
    expectError(refused, 409, TripDocumentMessages.notDelayed);

    const t = await ticketedOn('delayed');
    setTestClock(t.final.actualDepartureMs!);
    const stranger = await post('/api/v1/flight/delay/sendMail', {
      ...identity(t, { passengerName: '李娜' }),
      email: nextEmail(),
    });
    expect(stranger.statusCode).toBe(404);
    const bad = await post('/api/v1/flight/delay/sendMail', { ...identity(t), email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain(TripDocumentMessages.emailInvalid);
    expect((await post('/api/v1/flight/delay/sendMail', identity(t))).json().msg).toContain(
      TripDocumentMessages.emailRequired,
    );

    for (let i = 0; i < TRIP_MAIL_LIMITS.perTicketHourly; i += 1) {
      const res = await post('/api/v1/flight/delay/sendMail', { ...identity(t), email: nextEmail() });
      expect(res.statusCode, res.body).toBe(200);
    }
    const tooMany = await post('/api/v1/flight/delay/sendMail', { ...identity(t), email: nextEmail() });
    expectError(tooMany, 429, TripDocumentMessages.tooManyForTicket);
    // The hour slides: an hour after the first send, one more may go.
    setTestClock(t.final.actualDepartureMs! + 60 * MINUTE + 1_000);
    expect(
      (await post('/api/v1/flight/delay/sendMail', { ...identity(t), email: nextEmail() })).statusCode,
    ).toBe(200);
  });

  it('offers the certificate on the order detail only once the delayed flight has taken off', async () => {
    const t = await ticketedOn('delayed');
    const detail = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/v2/order/detail',
          headers: await auth(),
          payload: { orderNo: t.order.orderNo },
        })
      ).json().data;
    setTestClock(t.final.actualDepartureMs! - MINUTE);
    const early = await detail();
    expect(early.flightOps).toEqual([
      expect.objectContaining({ segmentSeq: 1, status: '延误', delayCertificate: false }),
    ]);
    expect(early.flightOps[0].delayMinutes).toBeGreaterThanOrEqual(30);
    setTestClock(t.final.actualDepartureMs!);
    expect((await detail()).flightOps[0]).toMatchObject({ status: '起飞', delayCertificate: true });
  });

  describe('ticket verification', () => {
    it('confirms a ticket by number and name, with its state and flight; any other pair is 404', async () => {
      const t = await ticketedOn('onTime', [{ name: '张伟' }, { name: 'ZHANG/WEI' }]);
      const res = await post('/api/v1/ticket/verify/query', { ticketNo: t.ticketNo, passengerName: '张伟' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        genuine: true,
        ticketNo: t.ticketNo,
        passengerName: '张伟',
        passengerTypeName: '成人',
        status: 'OPEN',
        statusName: '未使用',
        flightNo: t.segment.flightNo,
        flightDate: t.segment.flightDate,
        depAirport: t.segment.origin,
        arrAirport: t.segment.destination,
        departure: chinaLocal(t.segment.departure),
        cabin: 'Y',
        cabinName: '经济舱',
      });
      // An English name in any case and spacing.
      const english = t.tickets.find((x) => x.passengerId === t.passengers[1]!.id)!.ticketNo!;
      const en = await post('/api/v1/ticket/verify/query', {
        ticketNo: english,
        passengerName: 'zhang / wei',
      });
      expect(en.statusCode, en.body).toBe(200);

      for (const payload of [
        { ticketNo: t.ticketNo, passengerName: '李娜' },
        { ticketNo: english, passengerName: '张伟' },
        { ticketNo: '9290000000000', passengerName: '张伟' },
      ]) {
        const miss = await post('/api/v1/ticket/verify/query', payload);
        expectError(miss, 404, TripDocumentMessages.ticketNotFound);
      }
      const bad = await post('/api/v1/ticket/verify/query', { ticketNo: '1234', passengerName: '张伟' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('票号格式需为929开头的13位纯数字组成！');
    });

    it('mails the passenger’s e-itinerary, listing only that passenger', async () => {
      const t = await ticketedOn('onTime', [{ name: '张伟' }, { name: '王喆' }]);
      const email = nextEmail();
      const before = smtp.received.length;
      const res = await post('/api/v1/ticket/verify/sendMail', {
        ticketNo: t.ticketNo,
        passengerName: '张伟',
        email,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().msg).toBe(TripDocumentMessages.itineraryMailSent);
      await app.jobs.runDue();
      const mail = smtp.received.slice(before).find((m) => recipientOf(m) === email)!;
      expect(mail.subject).toBe(`【锦程航空】电子客票行程单 ${t.ticketNo}`);
      expect(mail.attachments[0]!.filename).toBe(`电子行程单-${t.ticketNo}.pdf`);
      const text = await pdfText(mail.attachments[0]!.content);
      expect(text).toContain('航空运输电子客票行程单');
      expect(text).toContain('张伟');
      expect(text).toContain(t.ticketNo);
      expect(text).not.toContain('王喆');
      expect(text).toContain(res.json().data.verifyCode);

      const miss = await post('/api/v1/ticket/verify/sendMail', {
        ticketNo: t.ticketNo,
        passengerName: '王喆',
        email,
      });
      expect(miss.statusCode).toBe(404);
    });
  });
});
