import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './provider';
import { AppRouter, routerInitialized, routerReady } from './router';

/**
 * Renders the app into `rootElement`. When the home page's HTML already shows its first screen
 * (docs/web.md, "The home page's first screen"), that screen stays until the page can replace
 * it whole, rather than giving way to the layout's spinner meanwhile.
 */
export async function startApp(rootElement: HTMLElement) {
  if (rootElement.firstElementChild) await routerReady;
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
  // of a whole page never holds the main thread in one long task. Only once the router has its
  // first page, though: React Router's provider reads the router's state as it renders and
  // listens for changes only when mounted, so a page's code arriving between two slices would be
  // missed, and the page would stay on the layout's spinner.
  if (routerInitialized()) startTransition(() => root.render(app));
  else root.render(app);
}
