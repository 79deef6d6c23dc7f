import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS, InputMessages, inputProblem } from './input';

const nested = (depth: number) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

describe('the shared input limits', () => {
  it('takes nesting up to the limit and refuses one level more, without recursion', () => {
    expect(inputProblem(nested(INPUT_LIMITS.depth))).toBeNull();
    expect(inputProblem(nested(INPUT_LIMITS.depth + 1))).toBe(InputMessages.tooDeep);
    expect(inputProblem(nested(100_000), { shapeOnly: true })).toBe(InputMessages.tooDeep);
  });

  it('refuses control characters except tab and line breaks, in values and keys', () => {
    expect(inputProblem({ a: '第一行\n第二行\t制表\r' })).toBeNull();
    for (const c of ['\u0000', '\u0007', '\u001b', '\u007f'])
      expect(inputProblem({ a: `x${c}y` }), JSON.stringify(c)).toBe(InputMessages.controlCharacter);
    expect(inputProblem({ ['a\u0000']: 1 })).toBe(InputMessages.controlCharacter);
    expect(inputProblem({ a: 'x\u0000' }, { shapeOnly: true })).toBeNull();
  });

  it('takes text up to the limit and refuses one character more', () => {
    expect(inputProblem('x'.repeat(INPUT_LIMITS.textLength))).toBeNull();
    expect(inputProblem('x'.repeat(INPUT_LIMITS.textLength + 1))).toBe(InputMessages.textTooLong);
  });

  it('takes numbers within a PostgreSQL integer and refuses the first outside', () => {
    expect(inputProblem({ id: 2 ** 31 - 1, n: -(2 ** 31 - 1), f: 1.5 })).toBeNull();
    expect(inputProblem({ id: 2 ** 31 })).toBe(InputMessages.numberOutOfRange);
    expect(inputProblem({ id: -(2 ** 31) })).toBe(InputMessages.numberOutOfRange);
  });

  it('refuses keys that could reach an object prototype', () => {
    expect(inputProblem(JSON.parse('{"__proto__": {"admin": true}}'))).toBe(InputMessages.forbiddenKey);
    expect(inputProblem({ a: { constructor: { prototype: 1 } } })).toBe(InputMessages.forbiddenKey);
  });
});
