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
 * The first problem of a parsed JSON value against INPUT_LIMITS, or null. The walk goes no deeper
 * than INPUT_LIMITS.depth, so a value nested thousands deep is refused, not a stack overflow; it
 * allocates nothing, as it runs several times on every request. `shapeOnly` checks what must hold
 * before anything else reads the value (depth, keys, text length); the rest (control characters,
 * number range) is checked after the route's own schema has had its say, so that a field's own
 * message wins where it has one.
 */
export function inputProblem(value: unknown, { shapeOnly = false } = {}): string | null {
  return problemIn(value, 0, shapeOnly);
}

function problemIn(v: unknown, depth: number, shapeOnly: boolean): string | null {
  if (typeof v === 'string') {
    if (v.length > INPUT_LIMITS.textLength) return InputMessages.textTooLong;
    if (!shapeOnly && CONTROL.test(v)) return InputMessages.controlCharacter;
  } else if (typeof v === 'number') {
    if (!shapeOnly && (!Number.isFinite(v) || Math.abs(v) > INPUT_LIMITS.absoluteNumber))
      return InputMessages.numberOutOfRange;
  } else if (v !== null && typeof v === 'object') {
    if (depth >= INPUT_LIMITS.depth) return InputMessages.tooDeep;
    if (Array.isArray(v)) {
      for (const item of v) {
        const problem = problemIn(item, depth + 1, shapeOnly);
        if (problem) return problem;
      }
    } else {
      const record = v as Record<string, unknown>;
      for (const key in record) {
        if (!Object.hasOwn(record, key)) continue;
        if (key === '__proto__' || key === 'constructor' || key === 'prototype')
          return InputMessages.forbiddenKey;
        if (key.length > 200) return InputMessages.textTooLong;
        if (!shapeOnly && CONTROL.test(key)) return InputMessages.controlCharacter;
        const problem = problemIn(record[key], depth + 1, shapeOnly);
        if (problem) return problem;
      }
    }
  }
  return null;
}
