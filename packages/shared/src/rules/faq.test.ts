import { describe, it, expect } from 'vitest';
import { validateFaqQuestion } from './faq';

describe('validateFaqQuestion', () => {
  it('needs a question', () => {
    expect(validateFaqQuestion('')).toBe('请输入您的问题！');
    expect(validateFaqQuestion(' \n\t ')).toBe('请输入您的问题！');
  });

  it('accepts up to 100 characters and not 101', () => {
    expect(validateFaqQuestion('如何办理退票？')).toBeNull();
    expect(validateFaqQuestion('问'.repeat(100))).toBeNull();
    expect(validateFaqQuestion('问'.repeat(101))).toBe('问题最多输入100个字');
  });

  it('counts after trimming and by character, not UTF-16 unit', () => {
    expect(validateFaqQuestion(`  ${'问'.repeat(100)}  `)).toBeNull();
    expect(validateFaqQuestion('𠮷'.repeat(100))).toBeNull();
    expect(validateFaqQuestion('𠮷'.repeat(101))).toBe('问题最多输入100个字');
  });
});
