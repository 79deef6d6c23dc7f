// Draws each content picture's SVG as a WebP beside it, which is what the site serves
// (docs/web.md, "Pictures"). A picture drawn as SVG with text is parsed, laid out (its fonts
// and all) and painted on the page's main thread: a task of 50–150 ms on a phone for each
// banner, activity and pop-up picture. A WebP is decoded off the main thread. The site's icon
// (public/favicon.svg) is drawn as PNGs likewise: as an SVG, every page's tab icon cost a task.
//
// Run after drawing or changing a picture: `npm run pictures`. It needs Chromium and the Noto
// CJK fonts, which `npm test` installs on a fresh machine (scripts/test.sh).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/** The folders of public/images whose pictures are served as WebP. */
export const PICTURE_FOLDERS = ['banners', 'activities', 'open', 'flash-sales'] as const;

const publicDir = path.resolve(import.meta.dirname, '../public');
export const imagesDir = path.join(publicDir, 'images');

/**
 * The site's icon, drawn from public/favicon.svg: the tab's icon, and the one a phone puts on its
 * home screen (drawn square and opaque: iOS rounds its corners itself).
 */
export const SITE_ICONS = [
  { file: 'favicon-32.png', size: 32, background: null },
  { file: 'apple-touch-icon.png', size: 180, background: '#0b4f9c' },
] as const;

/**
 * Banners are drawn at their own 1920 px, the widest screen they fill; the other pictures at
 * 1.5 times their size, sharp on a phone's denser screen where they fill most of its width.
 */
const scaleOf = (folder: string) => (folder === 'banners' ? 1 : 1.5);

const QUALITY = 0.82;

/** Every SVG source in the picture folders, as `folder/name.svg`. */
export const pictureSources = () =>
  PICTURE_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(imagesDir, folder))
      .filter((file) => file.endsWith('.svg'))
      .map((file) => `${folder}/${file}`),
  );

export const webpOf = (source: string) => source.replace(/\.svg$/, '.webp');

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    // The pictures are served from disk under a made-up origin, so the canvas stays readable.
    await page.route('http://pictures.local/**', (route) => {
      const name = decodeURIComponent(new URL(route.request().url()).pathname.slice(1));
      if (!name) return route.fulfill({ contentType: 'text/html', body: '<!doctype html><body></body>' });
      return route.fulfill({
        contentType: 'image/svg+xml',
        body: fs.readFileSync(path.join(publicDir, name)),
      });
    });
    await page.goto('http://pictures.local/');
    for (const source of pictureSources()) {
      const scale = scaleOf(source.split('/')[0]!);
      const dataUrl = await page.evaluate(
        async ({ source, scale, quality }) => {
          const image = new Image();
          image.src = `/images/${source}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = Math.round(image.naturalWidth * scale);
          canvas.height = Math.round(image.naturalHeight * scale);
          canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { source, scale, quality: QUALITY },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${source}: no WebP drawn`);
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      fs.writeFileSync(path.join(imagesDir, webpOf(source)), bytes);
      console.log(`${webpOf(source)} ${(bytes.length / 1024).toFixed(1)} KB`);
    }
    for (const icon of SITE_ICONS) {
      const dataUrl = await page.evaluate(async ({ size, background }) => {
        const image = new Image();
        image.src = '/favicon.svg';
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = size;
        const context = canvas.getContext('2d')!;
        if (background) {
          context.fillStyle = background;
          context.fillRect(0, 0, size, size);
        }
        context.drawImage(image, 0, 0, size, size);
        return canvas.toDataURL('image/png');
      }, icon);
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      fs.writeFileSync(path.join(publicDir, icon.file), bytes);
      console.log(`${icon.file} ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === import.meta.filename) await main();
