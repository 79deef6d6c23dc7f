import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FIRST_SCREEN } from '@/first-screen/fonts';
import { nextTask } from '@/lib/tasks';
import { AppProvider } from './provider';
import { AppRouter, preloadCurrentPage } from './router';

/**
 * Renders the app into `rootElement`. When the page's HTML or first script already shows a first
 * screen (docs/web.md, "First screens before the app"), that screen stays until the page can
 * replace it whole, rather than giving way to the layout's spinner meanwhile.
 */
export async function startApp(rootElement: HTMLElement) {
  const prerendered = !!document.querySelector(FIRST_SCREEN);
  // The app's modules were evaluated in this task: the page's loads start in the next one.
  await nextTask();
  // The page's code and data start loading now, in a task of their own, rather than in the
  // middle of the first render (which makes one long task of both).
  const pageLoaded = preloadCurrentPage();
  if (prerendered) await pageLoaded;
  const root = createRoot(rootElement);
  // Where the first render begins, for the bench's figures and for anyone reading a trace.
  performance.mark('jc-app-render');
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  // A transition renders in slices that give the browser its turn in between: the first render
  // of a whole page never holds the main thread in one long task. Only over the prerendered
  // screen, whose page is loaded by now: elsewhere the layout and its spinner come first.
  if (prerendered) startTransition(() => root.render(app));
  else root.render(app);
}
