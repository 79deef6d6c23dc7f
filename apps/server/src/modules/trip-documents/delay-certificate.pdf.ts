import { formatDelay, type DelayCertificateFacts } from '@jc/shared';
import { A4, M, MUTED, openPdf, type DocumentAirline } from '../../lib/pdf';

/** What the certificate prints: the facts, the airline, its code and when it was issued. */
export interface DelayCertificateModel {
  airline: DocumentAirline;
  facts: DelayCertificateFacts;
  code: string;
  qrText: string;
  /** China local 'YYYY-MM-DD HH:mm'. */
  issuedAt: string;
  /** Creation time written into the PDF (the application clock). */
  createdAt: Date;
}

/** The 航班延误证明 as an A4 PDF (fonts and helpers of lib/pdf.ts). */
export async function renderDelayCertificatePdf(m: DelayCertificateModel): Promise<Buffer> {
  const f = m.facts;
  const cancelled = f.kind === 'CANCELLED';
  const title = cancelled ? '航班取消证明' : '航班延误证明';
  const { text, rule, paragraph, letterhead, footer, finish } = openPdf({
    title: `${m.airline.name}${title} ${f.flightNo} ${f.flightDate}`,
    subject: title,
    author: m.airline.name,
    createdAt: m.createdAt,
  });
  const width = A4.w - 2 * M;

  const brand = await letterhead({
    airline: m.airline,
    title,
    titleSize: 22,
    englishTitle: cancelled ? 'FLIGHT CANCELLATION CERTIFICATE' : 'FLIGHT DELAY CERTIFICATE',
    qrText: m.qrText,
    codeLabel: '验证码',
    code: m.code,
    codeHint: '扫码或凭验证码核验',
  });

  let y = 124;
  rule(y, brand);
  y += 18;
  const route = `${f.depCityName}（${f.depAirportName} ${f.depAirport}）— ${f.arrCityName}（${f.arrAirportName} ${f.arrAirport}）`;
  const lead = cancelled
    ? `兹证明：旅客 ${f.passengerName}（客票号 ${f.ticketNo}）所乘 ${f.flightNo} 航班（${f.flightDate}，${f.depCityName}至${f.arrCityName}）已取消${f.delayReason ? `，取消原因：${f.delayReason}` : ''}。`
    : `兹证明：旅客 ${f.passengerName}（客票号 ${f.ticketNo}）所乘 ${f.flightNo} 航班（${f.flightDate}，${f.depCityName}至${f.arrCityName}）延误 ${formatDelay(f.delayMinutes)}${f.delayReason ? `，延误原因：${f.delayReason}` : ''}。`;
  y += paragraph(lead, M, y, width, 11) + 18;

  const rows: [string, string][] = [
    ['旅客姓名', f.passengerName],
    ['客票号', f.ticketNo],
    ['航班号', f.flightNo],
    ['航班日期', f.flightDate],
    ['航程', route],
    ['计划起飞', f.scheduledDeparture],
    ['计划到达', f.scheduledArrival],
    ['实际起飞', f.actualDeparture ?? (cancelled ? '航班取消' : '—')],
    ['实际到达', f.actualArrival ?? (cancelled ? '航班取消' : '尚未到达')],
    [cancelled ? '航班状态' : '延误时长', cancelled ? f.kindName : formatDelay(f.delayMinutes)],
    [cancelled ? '取消原因' : '延误原因', f.delayReason ?? '—'],
  ];
  for (const [k, v] of rows) {
    text(k, M, y, { size: 9, color: MUTED });
    text(v, M + 90, y, { size: 10.5, width: width - 90 });
    y += 24;
    rule(y - 7);
  }
  y += 14;
  const notes = [
    `本证明依据${m.airline.name}航班运行记录开具，仅证明上述航班的延误或取消情况，不作为赔偿依据。`,
    `可在${m.airline.name}官网“航班延误证明”页面输入验证码 ${m.code}，或扫描右上角二维码，核验本证明的真实性。`,
    `如有疑问，请致电客服热线 ${m.airline.hotline}。`,
  ];
  for (const [i, note] of notes.entries()) y += paragraph(`${i + 1}. ${note}`, M, y, width) + 4;

  y += 28;
  text(`${m.airline.name}`, A4.w - M - 200, y, { size: 11, width: 200, align: 'right', bold: true });
  text(`开具时间：${m.issuedAt}`, A4.w - M - 200, y + 18, {
    size: 9,
    color: MUTED,
    width: 200,
    align: 'right',
  });

  footer(m.airline, `${f.flightNo} ${f.flightDate} · 验证码 ${m.code}`);
  return finish();
}
