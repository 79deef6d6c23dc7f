import { useEffect, useState } from 'react';

/**
 * The server's time, ticking once a second on the whole second, from the browser's clock plus the
 * offset measured against the server. One hook per page keeps every countdown on the same tick.
 */
export function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now() + offsetMs;
      setNow(current);
      timer = setTimeout(tick, 1000 - (current % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [offsetMs]);
  return now;
}
