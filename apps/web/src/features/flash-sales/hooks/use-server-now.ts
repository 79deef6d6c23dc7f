import { useEffect, useState } from 'react';

/**
 * The server's time, ticking once a second on the whole second, from the browser's clock plus the
 * offset measured against the server. One hook per page keeps every countdown on the same tick.
 *
 * The offset is added as the hook returns, not kept in the state: the render in which the offset
 * first arrives (with the campaigns) must already read the server's time. A state computed with
 * the old offset put a campaign under the wrong tab for one render, so its card mounted, asked for
 * its routes, unmounted (the request aborted) and mounted again under the right tab.
 */
export function useServerNow(offsetMs: number): number {
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setBrowserNow(current);
      timer = setTimeout(tick, 1000 - ((current + offsetMs) % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [offsetMs]);
  return browserNow + offsetMs;
}
