import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * What the site's PDF documents (电子行程单, 航班延误证明) share: an A4 page, Chinese text set in
 * subsets of Noto Sans SC shipped in apps/server/assets/fonts (made by scripts/make-pdf-fonts.mjs),
 * so a PDF renders the same on any machine: GB 2312 in the common font, rarer characters of names in
 * two fallback fonts. pdfkit embeds only the glyphs used.
 */

const FONT_DIR = path.resolve(import.meta.dirname, '../../assets/fonts');
const FONT_FILES = ['NotoSansSC-Common.otf', 'NotoSansSC-Rare-1.otf', 'NotoSansSC-Rare-2.otf'] as const;
interface LoadedFont {
  name: string;
  data: Buffer;
  covers: (cp: number) => boolean;
}
let fonts: LoadedFont[] | null = null;
function loadFonts(): LoadedFont[] {
  fonts ??= FONT_FILES.map((file, i) => {
    const data = fs.readFileSync(path.join(FONT_DIR, file));
    const font = fontkit.create(data);
    return { name: `sc${i}`, data, covers: (cp: number) => font.hasGlyphForCodePoint(cp) };
  });
  return fonts;
}

/** Splits text into runs each drawn in the first font that has its characters. */
function runs(text: string, all: LoadedFont[]): { font: string; text: string }[] {
  const out: { font: string; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const font = (all.find((f) => f.covers(cp)) ?? all[0]!).name;
    const last = out.at(-1);
    if (last && last.font === font) last.text += ch;
    else out.push({ font, text: ch });
  }
  return out;
}

export const A4 = { w: 595.28, h: 841.89 };
/** The page margin. */
export const M = 40;
export const INK = '#1f1f1f';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';

/** The airline a document is issued by, as its letterhead and footer print it. */
export interface DocumentAirline {
  name: string;
  englishName: string;
  code: string;
  hotline: string;
  /** The brand colour; empty for the default. */
  primaryColor: string;
}

const DEFAULT_BRAND = '#0b3d91';

export interface TextOptions {
  size?: number;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
}

export interface PdfInfo {
  title: string;
  subject: string;
  /** The author and producer (the airline). */
  author: string;
  /** Creation time written into the PDF (the application clock, not the machine's). */
  createdAt: Date;
}

/** An A4 document with the Chinese fonts registered, and the drawing helpers both documents use. */
export function openPdf(info: PdfInfo) {
  const all = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    compress: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Creator: info.author,
      Producer: info.author,
      CreationDate: info.createdAt,
      ModDate: info.createdAt,
    },
  });
  for (const f of all) doc.registerFont(f.name, f.data);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** Text at (x, y): one font when it can, runs of fallback fonts when a name needs them. */
  const text = (s: string, x: number, y: number, o: TextOptions = {}) => {
    const parts = runs(s, all);
    doc.fontSize(o.size ?? 9).fillColor(o.color ?? INK);
    const style = { lineBreak: false, ...(o.bold ? { stroke: true, fill: true } : {}) };
    if (o.bold) doc.lineWidth(0.25).strokeColor(o.color ?? INK);
    if (parts.length <= 1) {
      doc.font(parts[0]?.font ?? 'sc0').text(s, x, y, {
        ...style,
        ...(o.width ? { width: o.width, align: o.align ?? 'left', ellipsis: true } : {}),
      });
      return;
    }
    doc.text('', x, y, { continued: true });
    parts.forEach((p, i) => doc.font(p.font).text(p.text, { ...style, continued: i < parts.length - 1 }));
  };
  const rule = (y: number, color = RULE, x1 = M, x2 = A4.w - M) =>
    doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.6).strokeColor(color).stroke();

  /** A QR code of `content`, `size` points square, at (x, y). */
  const qr = async (content: string, x: number, y: number, size: number) => {
    const png = await QRCode.toBuffer(content, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 1,
      scale: 6,
    });
    doc.image(png, x, y, { width: size, height: size });
  };

  /** Paragraph text in the common font, wrapped to `width`; answers its height. */
  const paragraph = (s: string, x: number, y: number, width: number, size = 8.5, color = INK) => {
    doc.font('sc0').fontSize(size).fillColor(color);
    const h = doc.heightOfString(s, { width });
    doc.text(s, x, y, { width });
    return h;
  };

  /**
   * The airline's letterhead over a document: the brand band, the airline's names, the title over
   * its English, and at the right a QR code with the code the document is checked by. Answers the
   * brand colour it drew in, for the rest of the document.
   */
  const letterhead = async (h: {
    airline: DocumentAirline;
    title: string;
    titleSize: number;
    englishTitle: string;
    qrText: string;
    /** e.g. 验真码 */
    codeLabel: string;
    code: string;
    /** e.g. 扫码或凭客票号核验 */
    codeHint: string;
  }) => {
    const brand = h.airline.primaryColor || DEFAULT_BRAND;
    doc.rect(0, 0, A4.w, 8).fill(brand);
    text(h.airline.name, M, 26, { size: 16, color: brand, bold: true });
    text(`${h.airline.englishName.toUpperCase()} · ${h.airline.code}`, M, 47, { size: 8, color: MUTED });
    text(h.title, M, 74, { size: h.titleSize, bold: true });
    text(h.englishTitle, M, 80 + h.titleSize, { size: 8, color: MUTED });
    const qrSize = 84;
    const labelX = A4.w - M - qrSize - 110;
    await qr(h.qrText, A4.w - M - qrSize, 22, qrSize);
    text(h.codeLabel, labelX, 40, { size: 8, color: MUTED, width: 100, align: 'right' });
    text(h.code, labelX, 52, { size: 15, width: 100, align: 'right', bold: true });
    text(h.codeHint, labelX, 74, { size: 7, color: MUTED, width: 100, align: 'right' });
    return brand;
  };

  /** The footer line: the airline and its hotline at the left, `right` at the right. */
  const footer = (airline: { name: string; hotline: string }, right: string) => {
    // The footer sits in the bottom margin: without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    text(`${airline.name} · 客服热线 ${airline.hotline}`, M, A4.h - M - 6, { size: 7.5, color: MUTED });
    text(right, M, A4.h - M - 6, { size: 7.5, color: MUTED, width: A4.w - 2 * M, align: 'right' });
  };

  /** Ends the document; resolves to its bytes. */
  const finish = () => {
    doc.end();
    return done;
  };

  return { doc, text, rule, qr, paragraph, letterhead, footer, finish };
}
