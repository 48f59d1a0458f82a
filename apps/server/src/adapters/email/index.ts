/**
 * The email adapter: nodemailer over SMTP when SMTP_URL is set; otherwise no transport at all,
 * and mail stays in the outbox, where the developer mail page (/dev/mail) shows it.
 */
import type { Config } from "../../config.ts";
import { smtpTransport } from "./smtp.ts";
import type { MailTransport } from "./transport.ts";

export type { MailMessage, MailTransport } from "./transport.ts";
export { smtpTransport } from "./smtp.ts";

/** The configured transport, or undefined when mail is only kept (no SMTP_URL). */
export function mailTransportFor(config: Pick<Config, "smtpUrl" | "mailFrom">): MailTransport | undefined {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undefined;
}
