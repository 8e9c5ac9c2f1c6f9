/** A plain-text email. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Sends mail: SMTP when SMTP_URL is set, else the outbox table (see createMailService). */
export interface MailService {
  send(message: MailMessage): Promise<void>;
}
