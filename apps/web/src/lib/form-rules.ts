import type { FormRule } from 'antd';

/** The form a rule sees (getFieldValue, getFieldsValue): what antd hands a rule function. */
export type RuleForm = Parameters<Extract<FormRule, (form: never) => unknown>>[0];

/**
 * A check as the shared rules (@jc/shared/rules) write them: the problem's message, or null when
 * the value is fine. `form` gives the other fields, for checks that depend on them.
 */
export type FieldCheck<V = string> = (value: V, form: RuleForm) => string | null;

/**
 * The one way a check becomes an antd Form rule, used by every form: the field shows the check's
 * own message, so the browser and the server say the same thing. Text is trimmed before the check
 * unless `trim` is false (passwords); an empty field reaches the check as ''.
 */
export function formRule<V = string>(
  check: FieldCheck<V>,
  { trim = true }: { trim?: boolean } = {},
): FormRule {
  return (form) => ({
    validator: async (_rule, value: unknown) => {
      const input = value == null ? '' : trim && typeof value === 'string' ? value.trim() : value;
      const problem = check(input as V, form);
      if (problem) throw new Error(problem);
    },
  });
}
