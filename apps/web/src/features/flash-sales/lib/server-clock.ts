/**
 * How far the server's clock is ahead of this browser's, from a serverTime stamped on an answer
 * just received. Countdowns add it to Date.now(), so a wrong computer clock cannot open a sale
 * early on screen. Half the round trip is not corrected for: a second is within a countdown's grain.
 */
export function clockOffsetFrom(serverTime: string, receivedAt = Date.now()): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}
