import nodemailer from 'nodemailer';
import type { MailMessage, MailService } from './MailService.ts';

/** Real delivery through an SMTP server (SMTP_URL, e.g. smtps://user:password@smtp.example.com:465). */
export class SmtpMailService implements MailService {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Timeouts keep an unresponsive mail server from holding a request for minutes.
    this.transport = nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html !== undefined ? { html: message.html } : {}),
      ...(message.headers !== undefined ? { headers: { ...message.headers } } : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
