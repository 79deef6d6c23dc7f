import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@jc/shared/rules/account';
import { ITINERARY_CODE_PATTERN } from '@jc/shared/rules/payments';
import { TripDocumentMessages } from '@jc/shared/rules/trip-documents';

/** The e-mail box: the server's rule and messages. */
export function checkEmail(email: string): string | null {
  if (!email) return TripDocumentMessages.emailRequired;
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)
    ? null
    : TripDocumentMessages.emailInvalid;
}

/** A certificate's verification code, XXXX-XXXX in any case, the dash optional. */
export function checkVerifyCode(code: string): string | null {
  if (!code) return TripDocumentMessages.codeRequired;
  return ITINERARY_CODE_PATTERN.test(code.toUpperCase()) ? null : TripDocumentMessages.codeInvalid;
}
