import type { FormRule as Rule } from 'antd';
import { checkPassword, checkSmsCode } from '@jc/shared/rules/account';
import { checkPhone } from '@jc/shared/rules/checkin';

/** An antd rule from one of the shared checks, so the form shows the shared rule's own message. */
export const sharedRule =
  (check: (value: string) => string | null, trim = true): Rule =>
  () => ({
    validator: (_rule, value: unknown) => {
      const text = typeof value === 'string' ? (trim ? value.trim() : value) : '';
      const problem = check(text);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

export const phoneRules: Rule[] = [sharedRule(checkPhone)];
export const smsCodeRules: Rule[] = [sharedRule(checkSmsCode)];
export const passwordRules: Rule[] = [sharedRule(checkPassword, false)];
