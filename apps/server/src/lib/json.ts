/**
 * A JSON object, or null for anything else: bad JSON, `null`, an array or a bare value. Bodies from
 * outside (a gateway's notification, a provider's answer) are read through this, so that a valid
 * but unexpected JSON value is refused like malformed text instead of failing on a property read.
 */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
