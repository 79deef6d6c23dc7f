import { FAQ_INPUT_MAX } from '../constants';
import { FaqMessages, type FaqMessage } from './messages';

/**
 * docs/rules.md, FAQ: a question must have text and at most 100 characters. Characters are
 * counted as the person sees them (code points, so a rare Han character outside the BMP is one),
 * after trimming. The first failing message or null.
 */
export function validateFaqQuestion(text: string): FaqMessage | null {
  const question = text.trim();
  if (!question) return FaqMessages.questionRequired;
  if ([...question].length > FAQ_INPUT_MAX) return FaqMessages.questionTooLong;
  return null;
}

/** The question bank's categories, in the order the FAQ page lists them. */
export const FAQ_CATEGORIES = [
  '购票',
  '支付',
  '退改签',
  '行李',
  '值机选座',
  '特殊旅客',
  '航班延误',
  '会员与优惠券',
  '发票行程单',
  '增值服务',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** What the assistant says besides validation (docs/rules.md: the no-answer reply and the empty list). */
export const FaqAssistantMessages = {
  fallback: '智能客服还在成长中，暂时不能回答您这个问题。',
  /** Chosen: the advice that follows the fallback; {hotline} is the airline's hotline. */
  hotlineAdvice: '如需人工帮助，请拨打客服热线 {hotline}。',
  empty: '暂未常见问题。',
  /** Chosen. */
  notFound: '该问题不存在或已下线',
  /** Chosen. */
  badCharacters: '问题中含有无法识别的字符',
} as const;

/** The trip questions a signed-in passenger may ask about their own booking. */
export const TRIP_INTENTS = ['flight-status', 'refund-progress', 'change', 'baggage', 'check-in'] as const;
export type TripIntent = (typeof TRIP_INTENTS)[number];
