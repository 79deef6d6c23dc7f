import { formatYuan } from '@jc/shared';
import { A4, INK, M, MUTED, openPdf, type DocumentAirline } from '../../lib/pdf';

/**
 * Draws the 电子行程单 (e-ticket itinerary receipt) as an A4 PDF, with the fonts and helpers of
 * lib/pdf.ts.
 */

export interface ItineraryModel {
  airline: DocumentAirline;
  orderNo: string;
  /** China time, YYYY-MM-DD HH:mm. */
  issuedAt: string;
  contactName: string;
  contactPhone: string;
  /** The verification code, XXXX-XXXX, and what the QR code holds. */
  code: string;
  qrText: string;
  segments: {
    seq: number;
    flightNo: string;
    date: string;
    depTime: string;
    arrTime: string;
    /** "+1" when the flight lands the next day. */
    arrDayOffset: string;
    from: string;
    to: string;
    cabin: string;
    familyName: string;
    baggage: string;
    aircraft: string;
  }[];
  tickets: {
    passenger: string;
    type: string;
    cert: string;
    segment: string;
    flightNo: string;
    ticketNo: string;
    status: string;
  }[];
  /** Per passenger, in fen; coupon is negative. */
  fares: {
    passenger: string;
    type: string;
    fare: number;
    fund: number;
    fuel: number;
    insurance: number;
    meal: number;
    coupon: number;
    total: number;
  }[];
  total: number;
  notes: string[];
  /** Creation time written into the PDF (the application clock, not the machine's). */
  createdAt: Date;
}

export async function renderItineraryPdf(m: ItineraryModel): Promise<Buffer> {
  const { doc, text, rule, letterhead, footer, finish } = openPdf({
    title: `${m.airline.name}电子客票行程单 ${m.orderNo}`,
    subject: '航空运输电子客票行程单',
    author: m.airline.name,
    createdAt: m.createdAt,
  });
  const yuan = (fen: number) => (fen === 0 ? '—' : fen < 0 ? `-${formatYuan(-fen)}` : formatYuan(fen));

  // ------------------------------------------------------------------------ header band
  const brand = await letterhead({
    airline: m.airline,
    title: '航空运输电子客票行程单',
    titleSize: 20,
    englishTitle: 'ITINERARY RECEIPT OF E-TICKET FOR AIR TRANSPORT',
    qrText: m.qrText,
    codeLabel: '验真码',
    code: m.code,
    codeHint: '扫码或凭客票号核验',
  });

  let y = 122;
  rule(y, brand);
  y += 10;
  const facts: [string, string][] = [
    ['订单号', m.orderNo],
    ['出票时间', m.issuedAt],
    ['联系人', m.contactName],
    ['联系电话', m.contactPhone],
  ];
  const colW = (A4.w - 2 * M) / facts.length;
  facts.forEach(([k, v], i) => {
    text(k, M + i * colW, y, { size: 8, color: MUTED });
    text(v, M + i * colW, y + 12, { size: 10, width: colW - 8 });
  });
  y += 38;

  // ---------------------------------------------------------------------------- tables
  const section = (title: string, en: string) => {
    doc.rect(M, y, 3, 13).fill(brand);
    text(title, M + 9, y, { size: 11, bold: true });
    text(en, M + 9 + title.length * 11 + 8, y + 2, { size: 7.5, color: MUTED });
    y += 20;
  };
  const table = (
    cols: { title: string; w: number; align?: 'left' | 'right' | 'center' }[],
    rows: string[][],
    opts: { lastBold?: boolean } = {},
  ) => {
    const total = cols.reduce((a, c) => a + c.w, 0);
    const scale = (A4.w - 2 * M) / total;
    const xs: number[] = [];
    let x = M;
    for (const c of cols) {
      xs.push(x);
      x += c.w * scale;
    }
    doc.rect(M, y, A4.w - 2 * M, 18).fill('#f3f4f6');
    cols.forEach((c, i) =>
      text(c.title, xs[i]! + 4, y + 5, {
        size: 8,
        color: MUTED,
        width: c.w * scale - 8,
        align: c.align ?? 'left',
      }),
    );
    y += 18;
    rows.forEach((r, ri) => {
      // A cell may hold several lines (time over airport); the row grows to the tallest.
      const lines = Math.max(...r.map((cell) => cell.split('\n').length));
      const height = 9 + lines * 12;
      if (y + height > A4.h - M - 30) {
        doc.addPage();
        y = M;
      }
      const bold = opts.lastBold && ri === rows.length - 1;
      r.forEach((cell, i) =>
        cell.split('\n').forEach((line, li) =>
          text(line, xs[i]! + 4, y + 6 + li * 12, {
            size: li === 0 ? 9 : 8,
            color: li === 0 ? INK : MUTED,
            width: cols[i]!.w * scale - 8,
            align: cols[i]!.align ?? 'left',
            bold,
          }),
        ),
      );
      y += height;
      rule(y);
    });
    y += 14;
  };

  section('航班信息', 'FLIGHTS');
  table(
    [
      { title: '序号', w: 30 },
      { title: '航班', w: 52 },
      { title: '日期', w: 70 },
      { title: '出发', w: 120 },
      { title: '到达', w: 120 },
      { title: '舱位', w: 62 },
      { title: '票价类别', w: 56 },
      { title: '免费行李', w: 50 },
    ],
    m.segments.map((s) => [
      String(s.seq),
      s.flightNo,
      s.date,
      `${s.depTime}\n${s.from}`,
      `${s.arrTime}${s.arrDayOffset}\n${s.to}`,
      s.cabin,
      s.familyName,
      s.baggage,
    ]),
  );

  section('旅客及客票', 'PASSENGERS AND TICKETS');
  table(
    [
      { title: '旅客姓名', w: 76 },
      { title: '类型', w: 40 },
      { title: '证件', w: 118 },
      { title: '航段', w: 70 },
      { title: '航班', w: 52 },
      { title: '客票号', w: 96 },
      { title: '状态', w: 48 },
    ],
    m.tickets.map((t) => [t.passenger, t.type, t.cert, t.segment, t.flightNo, t.ticketNo, t.status]),
  );

  section('票价明细', 'FARE (CNY)');
  table(
    [
      { title: '旅客', w: 80 },
      { title: '票价', w: 62, align: 'right' },
      { title: '民航发展基金', w: 70, align: 'right' },
      { title: '燃油附加费', w: 62, align: 'right' },
      { title: '保险', w: 52, align: 'right' },
      { title: '餐食', w: 52, align: 'right' },
      { title: '优惠', w: 56, align: 'right' },
      { title: '小计', w: 66, align: 'right' },
    ],
    [
      ...m.fares.map((f) => [
        `${f.passenger}（${f.type}）`,
        yuan(f.fare),
        yuan(f.fund),
        yuan(f.fuel),
        yuan(f.insurance),
        yuan(f.meal),
        yuan(f.coupon),
        formatYuan(f.total),
      ]),
      ['合计 TOTAL', '', '', '', '', '', '', formatYuan(m.total)],
    ],
    { lastBold: true },
  );

  section('温馨提示', 'NOTES');
  for (const [i, note] of m.notes.entries()) {
    doc.font('sc0').fontSize(8.5).fillColor(INK);
    const h = doc.heightOfString(`${i + 1}. ${note}`, { width: A4.w - 2 * M });
    text(`${i + 1}. `, M, y, { size: 8.5 });
    doc
      .font('sc0')
      .fontSize(8.5)
      .fillColor(INK)
      .text(note, M + 12, y, { width: A4.w - 2 * M - 12 });
    y += h + 4;
  }

  footer(m.airline, `订单 ${m.orderNo} · 验真码 ${m.code}`);
  return finish();
}
