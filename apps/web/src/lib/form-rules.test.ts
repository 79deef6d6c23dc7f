import type { FormRule } from 'antd';
import { describe, expect, test } from 'vitest';
import { checkPhone } from '@jc/shared/rules/checkin';
import { formRule, type FieldCheck, type RuleForm } from './form-rules';

const fields: Record<string, unknown> = { certType: '护照' };
const form = { getFieldValue: (name: string) => fields[name] } as unknown as RuleForm;

/** Runs the rule as antd does: undefined when the value passes, else the message it fails with. */
async function validate(rule: FormRule, value: unknown): Promise<string | undefined> {
  const object = typeof rule === 'function' ? rule(form) : rule;
  try {
    await object.validator?.({}, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('formRule', () => {
  test("fails with the shared check's own message and passes a good value", async () => {
    const rule = formRule(checkPhone);
    expect(await validate(rule, '12345')).toBe(checkPhone('12345'));
    expect(checkPhone('12345')).toBeTruthy();
    expect(await validate(rule, '13800138000')).toBeUndefined();
  });

  test('trims text before the check, unless told not to', async () => {
    const seen: unknown[] = [];
    const check: FieldCheck = (value) => (seen.push(value), null);
    await validate(formRule(check), '  13800138000 ');
    await validate(formRule(check, { trim: false }), '  pass word ');
    expect(seen).toEqual(['13800138000', '  pass word ']);
  });

  test("an empty field reaches the check as ''; other values as they are", async () => {
    const seen: unknown[] = [];
    const check: FieldCheck<unknown> = (value) => (seen.push(value), null);
    await validate(formRule(check), undefined);
    await validate(formRule(check), null);
    await validate(formRule(check), true);
    expect(seen).toEqual(['', '', true]);
  });

  test('gives the check the form, for rules that read other fields', async () => {
    const rule = formRule((certNo, f) =>
      f.getFieldValue('certType') === '护照' && !certNo ? '请输入护照号码' : null,
    );
    expect(await validate(rule, ' ')).toBe('请输入护照号码');
    expect(await validate(rule, 'E1234567')).toBeUndefined();
  });
});
