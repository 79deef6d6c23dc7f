// The few members of fontkit (pdfkit's font engine) the PDF code uses: fontkit ships no types.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
