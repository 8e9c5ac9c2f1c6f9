import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '../../src/schemas/notificationRules.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/schemas/locales.ts';
import { serverI18n, translate } from '../i18n/serverI18n.ts';
import type { MailMessage } from './MailService.ts';

// The email of an order event: plain and branded, the notification's sentence, a
// link to the order, and a one-click unsubscribe for this kind of email (RFC 8058 headers too).

export interface NotificationEmailInput {
  readonly to: string;
  readonly contactName: string;
  readonly kind: NotificationKind;
  readonly title: string;
  readonly movementId: string;
  /** The web app's origin (PUBLIC_URL). */
  readonly publicUrl: string;
  /** The unsubscribe token (only its hash is stored). */
  readonly token: string;
  /** The recipient's language; the title (stored in English) is translated into it. */
  readonly locale?: Locale;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The page a person opens from the email's link. */
export const unsubscribePageUrl = (publicUrl: string, token: string): string => `${publicUrl}/unsubscribe/${encodeURIComponent(token)}`;
/** What a mail client POSTs to (RFC 8058 one-click), without a page. */
export const oneClickUnsubscribeUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/v1/common/notification/unsubscribe?token=${encodeURIComponent(token)}`;

export function notificationEmail(input: NotificationEmailInput): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const i18n = serverI18n(locale);
  const label = translate(locale, NOTIFICATION_KIND_LABELS[input.kind]);
  const title = translate(locale, input.title);
  const orderUrl = `${input.publicUrl}/my-orders/service/${encodeURIComponent(input.movementId)}`;
  const unsubscribeUrl = unsubscribePageUrl(input.publicUrl, input.token);
  const preferencesUrl = `${input.publicUrl}/settings/notification-preferences`;
  const subject = i18n._('{label}: order {movementId}', { label, movementId: input.movementId });
  const hello = i18n._('Hello {name},', { name: input.contactName });
  const team = i18n._('The Cargo Connects team');
  const text =
    `${hello}\n\n` +
    `${title}\n\n` +
    `${i18n._('See the order: {url}', { url: orderUrl })}\n\n` +
    `${team}\n\n` +
    '--\n' +
    `${i18n._('You get this email because "{label}" emails are on for your company.', { label })}\n` +
    `${i18n._('Stop these emails with one click: {url}', { url: unsubscribeUrl })}\n` +
    `${i18n._('Choose what you hear about: {url}', { url: preferencesUrl })}\n`;
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:#0b5cab;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold;border-radius:8px 8px 0 0">Cargo Connects</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p style="margin:0 0 12px">${escapeHtml(hello)}</p>
<p style="margin:0 0 20px">${escapeHtml(title)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(orderUrl)}" style="background:#0b5cab;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(i18n._('See order {movementId}', { movementId: input.movementId }))}</a></p>
<p style="margin:0">${escapeHtml(team)}</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;line-height:1.5;color:#52606d;border-top:1px solid #e4e7eb">
${escapeHtml(i18n._('You get this email because "{label}" emails are on for your company.', { label })).replace(/&quot;(.*)&quot;/, '&ldquo;$1&rdquo;')}
<a href="${escapeHtml(unsubscribeUrl)}" style="color:#52606d">${escapeHtml(i18n._('Unsubscribe from these emails'))}</a> &middot;
<a href="${escapeHtml(preferencesUrl)}" style="color:#52606d">${escapeHtml(i18n._('Notification preferences'))}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(input.publicUrl, input.token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
