// First, so that the components' own stylesheets come after the base styles and win ties.
import '@/styles/global.css';

/**
 * The home page's HTML draws its first screen, the banner included (docs/web.md, "The home
 * page's first screen"). The app's code, downloaded meanwhile, runs once that picture is on
 * screen, so the page's first and largest paints wait for no script; a slow picture holds it
 * back no more than a second and a half.
 */
async function firstScreenPainted(rootElement: HTMLElement) {
  const picture = rootElement.querySelector('img');
  if (!picture) return;
  await Promise.race([
    picture.decode().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 1500)),
  ]);
  // The frame that shows it, then the app.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

const rootElement = document.getElementById('root')!;
await firstScreenPainted(rootElement);
const { startApp } = await import('@/app/start');
await startApp(rootElement);
