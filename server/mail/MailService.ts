/** An email: plain text, with an HTML part and extra headers when it has them (notification emails). */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Sends mail: SMTP when SMTP_URL is set, else the outbox table (see createMailService). */
export interface MailService {
  send(message: MailMessage): Promise<void>;
}
