import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccidentRefundMessages, flightOpsPlan } from '@jc/shared';
import type { App } from '../../app';
import { buildTestApp, dbKind, expectError } from '#test/helper';
import { bookOrder, createMember, findSelection, type BookOptions, type Member } from '#test/factories';
import { payAndTicket } from '#test/support/payments';
import { accidentRefundApplications, flightInstances, orderCharges, refunds, tickets } from '../../db/schema';
import { createInjectFetch } from '../../providers/identity/inject-fetch';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/** A multipart/form-data body with one file in the field `file`, as a browser sends it. */
function multipart(filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----jcProofBoundary7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

describe(`accident refunds (${dbKind()})`, () => {
  let app: App;
  let member: Member;
  let other: Member;
  let operator: Member;

  beforeAll(async () => {
    app = await buildTestApp();
    app.paySandbox!.fetch = createInjectFetch(app);
    member = await createMember(app);
    other = await createMember(app);
    // A 客服专员: the post that reviews accident refunds (docs/rules.md, roles).
    operator = await createMember(app, { role: 'customer_service', memberNo: null });
    return () => app.close();
  });

  /**
   * A ticketed order on flights the status simulator runs on time (docs/trip-services.md), so that
   * only what a test stores on the flight makes it cancelled or late.
   */
  async function ticketed(options: BookOptions = {}) {
    const wanted = { familyCode: 'STANDARD', daysAhead: 10, ...options };
    const avoid = new Set<string>();
    let found = await findSelection(app, wanted);
    for (let tries = 0; tries < 20; tries += 1) {
      const late = found.offers
        .flatMap((o) => o.segments)
        .filter((s) => flightOpsPlan(s.flightNo, s.flightDate) !== 'onTime');
      if (late.length === 0) break;
      for (const s of late) avoid.add(`${s.flightNo}@${s.flightDate}`);
      found = await findSelection(app, { ...wanted, avoid });
    }
    const booked = await bookOrder(app, member, { ...wanted, found });
    const order = await payAndTicket(app, member.auth, booked.orderNo);
    const rows = await app.db.select().from(tickets).where(eq(tickets.orderId, order.id)).orderBy(tickets.id);
    return { orderNo: booked.orderNo, orderId: order.id, tickets: rows };
  }

  const call = (url: string, payload: object, who?: Member) =>
    app.inject({ method: 'POST', url, headers: who?.auth ?? {}, payload });
  const apply = (payload: object, who: Member = member) => call('/api/v2/accidentRefund/apply', payload, who);
  const upload = (orderNo: string, filename: string, bytes: Buffer, who: Member = member) =>
    app.inject({
      method: 'POST',
      url: `/api/v2/accidentRefund/proof?orderNo=${orderNo}`,
      ...multipart(filename, bytes),
      headers: { ...multipart(filename, bytes).headers, ...who.auth },
    });
  const readProof = (url: string, who?: Member) =>
    app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
  const admin = (method: 'GET' | 'POST', url: string, who?: Member, payload?: object) =>
    app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const ticketStates = async (ids: number[]) =>
    (await app.db.select({ status: tickets.status }).from(tickets).where(inArray(tickets.id, ids))).map(
      (t) => t.status,
    );

  it('refunds a cancelled flight at once, in full to the fen with no fee', async () => {
    // A flight of its own (the other tests must not find it cancelled and off sale).
    const { orderNo, tickets: ts } = await ticketed({ daysAhead: 20 });
    const t = ts[0]!;
    // A flight that runs: the automatic reasons are refused.
    const early = await apply({ orderNo, ticketNos: [t.ticketNo], reason: 'CANCELLED' });
    expectError(early, 409, AccidentRefundMessages.notAuto);

    await app.db
      .update(flightInstances)
      .set({ status: '取消' })
      .where(eq(flightInstances.id, t.flightInstanceId));
    const res = await apply({ orderNo, ticketNos: [t.ticketNo], reason: 'CANCELLED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('已全额退票，款项原路退回');
    const application = res.json().data;
    expect(application).toMatchObject({ basis: 'AUTO', reason: 'CANCELLED', reasonName: '航班取消', fee: 0 });

    // Everything the ticket paid comes back: fare, development fund, fuel, insurance (before
    // departure), less only the coupon share the passenger never paid.
    const charges = await app.db.select().from(orderCharges).where(eq(orderCharges.ticketId, t.id));
    const paid = charges.reduce((s, c) => s + c.amount, 0);
    expect(paid).toBeGreaterThan(0);
    expect(application.amount).toBe(paid);
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.refundNo, application.refundNo));
    expect(refund).toMatchObject({ amount: paid, fee: 0, status: 'REFUNDING' });
    expect(refund!.lines[0]).toMatchObject({ feePercent: 0, fee: 0 });
    expect(await ticketStates([t.id])).toEqual(['REFUNDING']);

    await app.jobs.runDue();
    expect(await ticketStates([t.id])).toEqual(['REFUNDED']);
    const list = (await call('/api/v2/accidentRefund/list', {}, member)).json();
    const mine = list.rows.find(
      (r: { applicationNo: string }) => r.applicationNo === application.applicationNo,
    );
    expect(mine).toMatchObject({ status: 'REFUNDED', statusName: '已退款', amount: paid });
    // Already refunded: no second accident refund of it.
    expect((await apply({ orderNo, ticketNos: [t.ticketNo], reason: 'CANCELLED' })).statusCode).toBe(409);
  });

  it('checks proof: required for illness, by content, at most 5 MB, readable by the owner and staff only', async () => {
    const { orderNo, tickets: ts } = await ticketed();
    const ticketNos = [ts[0]!.ticketNo];

    const bare = await apply({ orderNo, ticketNos, reason: 'ILLNESS' });
    expectError(bare, 400, '因旅客疾病或亲属身故申请退票，请上传1至5份证明材料');

    const renamed = await upload(orderNo, 'diagnosis.jpg', Buffer.from('just some text, not a picture'));
    expectError(renamed, 400, '证明材料仅支持JPG、PNG或PDF文件');

    const big = await upload(orderNo, 'big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expectError(big, 400, '单个证明材料不能超过5MB');

    const json = await call(`/api/v2/accidentRefund/proof?orderNo=${orderNo}`, { file: 'x' }, member);
    expectError(json, 400, AccidentRefundMessages.notMultipart);
    // Another account's order cannot take proof.
    expect((await upload(orderNo, 'a.png', PNG, other)).statusCode).toBe(404);

    const png = await upload(orderNo, '诊断证明.png', PNG);
    expect(png.statusCode, png.body).toBe(200);
    const file = png.json().data;
    expect(file).toMatchObject({ name: '诊断证明.png', mediaType: 'image/png', size: PNG.length });
    const own = await readProof(file.url, member);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect((await readProof(file.url, other)).statusCode).toBe(404);
    expect((await readProof(file.url, operator)).statusCode).toBe(200);
    expect((await readProof(file.url)).statusCode).toBe(401);

    // Another member cannot use my file; I can.
    expect(
      (await apply({ orderNo, ticketNos, reason: 'ILLNESS', proofFileIds: [file.fileId] }, other)).statusCode,
    ).toBe(404);
    const pdf = (await upload(orderNo, 'death.pdf', PDF)).json().data;
    expect(pdf.mediaType).toBe('application/pdf');
    const res = await apply({
      orderNo,
      ticketNos,
      reason: 'ILLNESS',
      proofFileIds: [file.fileId, pdf.fileId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('申请已提交，等待审核');
    expect(res.json().data).toMatchObject({
      status: 'PENDING',
      statusName: '待审核',
      basis: 'PROOF',
      refundNo: null,
    });
    expect(res.json().data.proofs).toHaveLength(2);
    expect(await ticketStates([ts[0]!.id])).toEqual(['OPEN']);
    // The same tickets again while pending, or the same file again.
    const again = await apply({ orderNo, ticketNos, reason: 'BEREAVEMENT', proofFileIds: [pdf.fileId] });
    expect(again.statusCode).toBe(409);
  });

  it('staff approve (full refund) or reject (tickets stay unused), once; passengers 403, visitors 401', async () => {
    const { orderNo, tickets: ts } = await ticketed({ trip: 'roundTrip', daysAhead: 14 });
    expect(ts).toHaveLength(2);
    const proof = async () => (await upload(orderNo, 'proof.png', PNG)).json().data.fileId as string;
    const first = (
      await apply({ orderNo, ticketNos: [ts[0]!.ticketNo], reason: 'ILLNESS', proofFileIds: [await proof()] })
    ).json().data;
    const second = (
      await apply({
        orderNo,
        ticketNos: [ts[1]!.ticketNo],
        reason: 'BEREAVEMENT',
        proofFileIds: [await proof()],
      })
    ).json().data;

    expect((await admin('GET', '/api/admin/accident-refunds')).statusCode).toBe(401);
    expect((await admin('GET', '/api/admin/accident-refunds', member)).statusCode).toBe(403);
    const approveUrl = `/api/admin/accident-refunds/${first.applicationNo}/approve`;
    expect((await admin('POST', approveUrl, member, {})).statusCode).toBe(403);
    expect((await admin('POST', approveUrl, undefined, {})).statusCode).toBe(401);
    // Flight operations staff are staff, but not on this post.
    const ops = await createMember(app, { role: 'operations', memberNo: null });
    const wrongPost = await admin('POST', approveUrl, ops, {});
    expect([wrongPost.statusCode, wrongPost.json().msg]).toEqual([403, '您的岗位无权进行此操作']);
    expect((await admin('GET', '/api/admin/accident-refunds', member)).json().msg).toBe('仅限工作人员操作');

    const pending = (await admin('GET', '/api/admin/accident-refunds?pageSize=100', operator)).json();
    const listed = pending.rows.find(
      (r: { applicationNo: string }) => r.applicationNo === first.applicationNo,
    );
    expect(listed).toMatchObject({ status: 'PENDING', reasonName: '旅客疾病' });
    expect(listed.applicantPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const detail = (await admin('GET', `/api/admin/accident-refunds/${first.applicationNo}`, operator)).json()
      .data;
    expect((await readProof(detail.proofs[0].url, operator)).statusCode).toBe(200);

    const approved = await admin('POST', approveUrl, operator, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', fee: 0, decidedBy: operator.user.id });
    expect(approved.json().data.decidedAt).not.toBeNull();
    const charges = await app.db.select().from(orderCharges).where(eq(orderCharges.ticketId, ts[0]!.id));
    expect(approved.json().data.amount).toBe(charges.reduce((s, c) => s + c.amount, 0));
    await app.jobs.runDue();
    expect(await ticketStates([ts[0]!.id])).toEqual(['REFUNDED']);
    const again = await admin('POST', approveUrl, operator, {});
    expectError(again, 409, '该申请已审核，不能重复审核');
    const rejectFirst = `/api/admin/accident-refunds/${first.applicationNo}/reject`;
    expect((await admin('POST', rejectFirst, operator, { reason: '材料不清晰' })).statusCode).toBe(409);

    const rejectUrl = `/api/admin/accident-refunds/${second.applicationNo}/reject`;
    const noReason = await admin('POST', rejectUrl, operator, { reason: '  ' });
    expectError(noReason, 400, '请求内容字段 reason：请填写拒绝原因');
    const rejected = await admin('POST', rejectUrl, operator, { reason: '证明材料与乘机人不符' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'REJECTED',
      statusName: '已拒绝',
      rejectReason: '证明材料与乘机人不符',
      decidedBy: operator.user.id,
      refundNo: null,
    });
    expect(await ticketStates([ts[1]!.id])).toEqual(['OPEN']);
    expect(
      (await admin('POST', `/api/admin/accident-refunds/${second.applicationNo}/approve`, operator, {}))
        .statusCode,
    ).toBe(409);
    const [stored] = await app.db
      .select()
      .from(accidentRefundApplications)
      .where(eq(accidentRefundApplications.applicationNo, second.applicationNo));
    expect(stored).toMatchObject({ status: 'REJECTED', decidedBy: operator.user.id });

    const mine = (await call('/api/v2/accidentRefund/list', { pageSize: 50 }, member)).json().rows as {
      applicationNo: string;
      statusName: string;
    }[];
    const byNo = new Map(mine.map((r) => [r.applicationNo, r.statusName]));
    expect(byNo.get(first.applicationNo)).toBe('已退款');
    expect(byNo.get(second.applicationNo)).toBe('已拒绝');
    expect((await call('/api/v2/accidentRefund/list', {}, other)).json().rows).toEqual([]);
    expect((await admin('GET', `/api/admin/accident-refunds/AR00000000000`, operator)).statusCode).toBe(404);
  });
});
