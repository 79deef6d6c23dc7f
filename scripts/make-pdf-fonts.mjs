// Writes the Chinese fonts the server draws PDFs with (apps/server/assets/fonts), as subsets of
// Noto Sans CJK SC Regular from Debian's fonts-noto-cjk, so that a fresh machine renders Chinese
// without any system font. Run once after changing the character sets: `node scripts/make-pdf-fonts.mjs`.
//
//   NotoSansSC-Common.otf  ASCII, Latin-1, general punctuation and all of GB 2312 (6763 hanzi):
//                          every label and nearly every name.
//   NotoSansSC-Rare-1.otf  the other CJK Unified Ideographs (U+4E00–U+9FFF), first half, and
//   NotoSansSC-Rare-2.otf  second half: rare characters of names (堃, 喆, 珺 …), drawn by fallback.
//
// Each file stays under 2 MiB (no hinting, no layout tables: the PDFs set text horizontally).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const subsetFont = require('subset-font');
const fontkit = require('fontkit');

const SOURCE = process.env.NOTO_CJK_TTC ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const FACE = 'NotoSansCJKsc-Regular';
const OUT = path.resolve(import.meta.dirname, '../apps/server/assets/fonts');
const MAX_BYTES = 2 * 1024 * 1024;

/** Face `index` of a TrueType/OpenType collection as a standalone font file (tables copied, offsets rewritten). */
function extractFace(ttc, index) {
  const start = ttc.readUInt32BE(12 + 4 * index);
  const numTables = ttc.readUInt16BE(start + 4);
  const header = Buffer.from(ttc.subarray(start, start + 12));
  const directory = Buffer.alloc(16 * numTables);
  const bodies = [];
  let offset = 12 + 16 * numTables;
  for (let i = 0; i < numTables; i++) {
    const entry = start + 12 + 16 * i;
    const tableOffset = ttc.readUInt32BE(entry + 8);
    const length = ttc.readUInt32BE(entry + 12);
    ttc.copy(directory, 16 * i, entry, entry + 8); // tag and checksum
    directory.writeUInt32BE(offset, 16 * i + 8);
    directory.writeUInt32BE(length, 16 * i + 12);
    const body = Buffer.alloc((length + 3) & ~3);
    ttc.copy(body, 0, tableOffset, tableOffset + length);
    bodies.push(body);
    offset += body.length;
  }
  return Buffer.concat([header, directory, ...bodies]);
}

const ttc = fs.readFileSync(SOURCE);
const collection = fontkit.create(ttc);
const faceIndex = collection.fonts.findIndex((f) => f.postscriptName === FACE);
if (faceIndex < 0) throw new Error(`${FACE} not found in ${SOURCE}`);
const face = extractFace(ttc, faceIndex);
const font = fontkit.create(face);

const common = new Set();
for (let c = 0x20; c <= 0x7e; c++) common.add(c);
for (let c = 0xa0; c <= 0xff; c++) common.add(c);
for (let c = 0x2010; c <= 0x203b; c++) common.add(c); // dashes, quotes, ellipsis, ※
for (const c of '￥¥×÷·—–…‰℃№①②③④⑤⑥⑦⑧⑨⑩→←↑↓●○■□▲△◆◇★☆✓✔') common.add(c.codePointAt(0));
// GB 2312: rows 0xA1–0xA9 (symbols) and 0xB0–0xF7 (hanzi), decoded through GBK, its superset.
const gbk = new TextDecoder('gbk');
for (let hi = 0xa1; hi <= 0xf7; hi++) {
  if (hi > 0xa9 && hi < 0xb0) continue;
  for (let lo = 0xa1; lo <= 0xfe; lo++) {
    const s = gbk.decode(Uint8Array.of(hi, lo));
    if (s.length === 1 && s !== '\ufffd') common.add(s.codePointAt(0));
  }
}
const rare = [];
for (let c = 0x4e00; c <= 0x9fff; c++) if (!common.has(c)) rare.push(c);

const covered = (codes) => codes.filter((c) => font.hasGlyphForCodePoint(c));
const half = Math.ceil(rare.length / 2);
const sets = {
  'NotoSansSC-Common.otf': covered([...common]),
  'NotoSansSC-Rare-1.otf': covered(rare.slice(0, half)),
  'NotoSansSC-Rare-2.otf': covered(rare.slice(half)),
};

fs.mkdirSync(OUT, { recursive: true });
for (const [file, codes] of Object.entries(sets)) {
  const text = String.fromCodePoint(...codes);
  const subset = await subsetFont(face, text, {
    targetFormat: 'truetype',
    noHinting: true,
    keepFeatures: [],
    noLayoutClosure: true,
    dropTables: ['GSUB', 'GPOS', 'BASE', 'vhea', 'vmtx', 'VORG', 'DSIG'],
    preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
  });
  if (subset.length >= MAX_BYTES) throw new Error(`${file} is ${subset.length} bytes, over 2 MiB`);
  fs.writeFileSync(path.join(OUT, file), subset);
  console.log(`${file}: ${codes.length} characters, ${(subset.length / 1024).toFixed(0)} KiB`);
}
