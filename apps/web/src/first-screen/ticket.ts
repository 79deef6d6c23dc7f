/**
 * The Ticket pages' first script (docs/web.md, "First screens before the app"). The search lives
 * in the browser's storage, so the server cannot draw it: this script draws what the app shows
 * while its code arrives, the header's bar and the stored search in words ("正在查询成都至北京
 * 12月5日 周六的航班…"), then starts the app, which replaces it whole once the page's code is
 * there.
 */
import { paths } from '@/config/paths';
import { storedSearchTip } from '@/features/flight-results/search-tip';
import { startAppAfterFirstPaint } from './start-app';

/**
 * PageLoading at 480 px inside the site's layout, in the jc-first-screen-* classes: a status the
 * app replaces whole once the page's code is there (app/start.tsx).
 */
function drawLoadingScreen(tip: string) {
  const element = (tag: string, className: string, ...children: Node[]) => {
    const node = document.createElement(tag);
    node.className = className;
    node.append(...children);
    return node;
  };
  // From storage: text, never markup.
  const loading = element(
    'div',
    'jc-first-screen-loading',
    element('span', 'jc-first-screen-spinner'),
    element('span', 'jc-first-screen-tip', document.createTextNode(tip)),
  );
  loading.setAttribute('role', 'status');
  loading.setAttribute('aria-live', 'polite');
  loading.firstElementChild?.setAttribute('aria-hidden', 'true');
  document
    .getElementById('root')
    // Before the hidden text the page's HTML holds there (first-screen/fonts.ts).
    ?.prepend(element('div', 'jc-first-screen', element('div', 'jc-first-screen-header'), loading));
}

drawLoadingScreen(storedSearchTip(location.pathname === paths.policeTicket.path));
void startAppAfterFirstPaint();
