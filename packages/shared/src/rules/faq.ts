import { FAQ_INPUT_MAX } from '../constants';
import { FaqMessages, type FaqMessage } from './messages';

/**
 * SPEC section 5, FAQ: a question must have text and at most 100 characters. Characters are
 * counted as the person sees them (code points, so a rare Han character outside the BMP is one),
 * after trimming. The first failing message or null.
 */
export function validateFaqQuestion(text: string): FaqMessage | null {
  const question = text.trim();
  if (!question) return FaqMessages.questionRequired;
  if ([...question].length > FAQ_INPUT_MAX) return FaqMessages.questionTooLong;
  return null;
}
