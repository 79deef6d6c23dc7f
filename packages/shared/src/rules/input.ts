/**
 * What every request body and query must respect before any route reads it (docs/rules.md,
 * "Limits on input"): the server refuses the whole request with one of these messages.
 */
export const INPUT_LIMITS = {
  /** Objects and arrays nested deeper than this are not a request any page sends. */
  depth: 32,
  /** The longest text any field takes (rich text included); fields set their own lower limits. */
  textLength: 20_000,
  /** Numbers beyond a PostgreSQL integer mean nothing here (ids, counts, amounts in fen). */
  absoluteNumber: 2_147_483_647,
} as const;

export const InputMessages = {
  tooDeep: '请求内容嵌套层级过深',
  controlCharacter: '请求内容含有不允许的控制字符',
  textTooLong: '请求内容中的文本过长',
  numberOutOfRange: '请求内容中的数值超出范围',
  forbiddenKey: '请求内容包含不允许的字段名',
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The first problem of a parsed JSON value against INPUT_LIMITS, or null. Walks with its own stack
 * (no recursion), so a value nested thousands deep is refused, not a stack overflow. `shapeOnly`
 * checks what must hold before anything else reads the value (depth, keys, text length); the
 * rest (control characters, number range) is checked after the route's own schema has had its say,
 * so that a field's own message wins where it has one.
 */
export function inputProblem(value: unknown, { shapeOnly = false } = {}): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.length > INPUT_LIMITS.textLength) return InputMessages.textTooLong;
      if (!shapeOnly && CONTROL.test(v)) return InputMessages.controlCharacter;
    } else if (typeof v === 'number' && !shapeOnly) {
      if (!Number.isFinite(v) || Math.abs(v) > INPUT_LIMITS.absoluteNumber)
        return InputMessages.numberOutOfRange;
    } else if (v !== null && typeof v === 'object') {
      if (depth >= INPUT_LIMITS.depth) return InputMessages.tooDeep;
      if (Array.isArray(v)) {
        for (const item of v) stack.push([item, depth + 1]);
      } else {
        for (const [key, item] of Object.entries(v)) {
          if (key === '__proto__' || key === 'constructor' || key === 'prototype')
            return InputMessages.forbiddenKey;
          if (key.length > 200) return InputMessages.textTooLong;
          if (!shapeOnly && CONTROL.test(key)) return InputMessages.controlCharacter;
          stack.push([item, depth + 1]);
        }
      }
    }
  }
  return null;
}
