/** An SMS gateway: sends one text message to one mainland mobile number. */
export interface SmsProvider {
  readonly kind: 'sandbox' | 'http';
  /** Resolves once the gateway accepted the message; rejects with SmsDeliveryError otherwise. */
  sendSms(phone: string, text: string): Promise<void>;
}

/** The gateway refused or could not be reached; the caller tells the passenger to try again later. */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
