/**
 * The SMTP transport (nodemailer), used when SMTP_URL is set: `smtp://user:pass@host:587`
 * (STARTTLS when the server offers it) or `smtps://user:pass@host:465` (TLS from the start).
 * Timeouts are short, unlike nodemailer's minutes-long defaults: a send must finish well within
 * the outbox worker's lease on its row, and a stuck server is better retried later.
 */
import { createTransport } from "nodemailer";
import type { MailMessage, MailTransport } from "./transport.ts";

export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/** The domain of `Shop <no-reply@example.co.uk>`, for Message-IDs. */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split("@")[1]?.trim() || "localhost";
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  const domain = domainOf(from);
  return {
    async send(message: MailMessage) {
      await transporter.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: `<${message.reference}@${domain}>`,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
