/** One attachment of a mail: its file name, bytes and media type. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** A mail transport: delivers one message (SMTP, or the sandbox outbox). */
export interface MailProvider {
  readonly kind: 'sandbox' | 'smtp';
  /** Resolves once the transport accepted the message; rejects with MailDeliveryError otherwise. */
  send(message: MailMessage): Promise<void>;
}

/** The transport refused the message or could not be reached; the mail job tries again later. */
export class MailDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}
