import { useEffect, useState } from 'react';

/**
 * Seconds left, from the server's `remainingSeconds` at the moment it answered: counted down on the
 * monotonic clock, so a wrong local clock neither shortens nor extends the deadline.
 */
export function useCountdown(remainingSeconds: number | undefined, answerStamp: number) {
  const [now, setNow] = useState(() => performance.now());
  // When the answer arrived, on the monotonic clock; reset by each new answer.
  const [base, setBase] = useState({ stamp: answerStamp, at: now });
  if (base.stamp !== answerStamp) setBase({ stamp: answerStamp, at: now });
  const answeredAt = base.at;
  useEffect(() => {
    if (remainingSeconds === undefined) return;
    const id = window.setInterval(() => setNow(performance.now()), 1000);
    return () => window.clearInterval(id);
  }, [remainingSeconds]);
  if (remainingSeconds === undefined) return undefined;
  const elapsed = Math.max(0, Math.floor((now - answeredAt) / 1000));
  return Math.max(0, remainingSeconds - elapsed);
}

export const mmss = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
