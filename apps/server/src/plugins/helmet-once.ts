import type { FastifyReply } from 'fastify';

type HeaderValue = ReturnType<FastifyReply['raw']['getHeader']>;

/**
 * The app's security headers (helmet) on the search route without their per-request cost:
 * @fastify/helmet builds its middleware and parses the CSP again on every request, which is about
 * a third of this route's time. Its output depends only on the app's helmet configuration, so the
 * route asks helmet once, keeps what it set, and sets exactly that on later requests (unless the
 * configuration uses CSP nonces, which change per request: then helmet runs every time).
 */
export function helmetOnce() {
  let captured: Record<string, NonNullable<HeaderValue>> | null = null;
  return (reply: FastifyReply) => {
    if (captured) {
      reply.headers(captured);
      return;
    }
    const before = new Set(reply.raw.getHeaderNames());
    reply.helmet();
    if (reply.cspNonce) return;
    captured = {};
    for (const name of reply.raw.getHeaderNames()) {
      if (!before.has(name)) captured[name] = reply.raw.getHeader(name)!;
    }
  };
}
