import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imagesDir, PICTURE_FOLDERS, pictureSources, SITE_ICONS, webpOf } from './raster-pictures';

const seedDir = path.resolve(import.meta.dirname, '../../server/src/db/seed');

// The site serves each content picture as the WebP drawn from its SVG (docs/web.md, "Pictures"):
// `npm run pictures` draws them again after a picture changes.
describe('content pictures', () => {
  it('have a WebP beside every SVG', () => {
    const sources = pictureSources();
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources) {
      const webp = path.join(imagesDir, webpOf(source));
      expect(fs.existsSync(webp), webpOf(source)).toBe(true);
      const bytes = fs.readFileSync(webp);
      expect(bytes.subarray(0, 4).toString('latin1'), webpOf(source)).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1'), webpOf(source)).toBe('WEBP');
    }
  });

  it('are named by the seed as WebP, never as the SVG they are drawn from', () => {
    const seed = fs
      .readdirSync(seedDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => fs.readFileSync(path.join(seedDir, file), 'utf8'))
      .join('\n');
    for (const folder of PICTURE_FOLDERS) {
      expect(seed).toContain(`/images/${folder}/`);
      expect(seed).not.toMatch(new RegExp(`/images/${folder}/[^'\`"\\s]*\\.svg`));
    }
  });
});

describe('the site icon', () => {
  it('is linked as the PNGs drawn from favicon.svg, never as the SVG', () => {
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
    for (const icon of SITE_ICONS) {
      const bytes = fs.readFileSync(path.resolve(imagesDir, '..', icon.file));
      expect(bytes.subarray(1, 4).toString('latin1'), icon.file).toBe('PNG');
      // Width and height, big-endian in the IHDR chunk.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.file).toEqual([icon.size, icon.size]);
      expect(html).toContain(`href="/${icon.file}"`);
    }
    expect(html).not.toContain('favicon.svg');
  });
});
