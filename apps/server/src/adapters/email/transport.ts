/**
 * How the outbox hands an email to the world. The shop's own code never sends mail: it queues a
 * row (modules/mail `queueEmail`), and the outbox worker gives each due row to a transport.
 */

/** One email as the transport sends it; the sender (`From`) is the transport's own setting. */
export type MailMessage = {
  /**
   * Unique to this outbox row, the same on every attempt: it becomes the Message-ID, so the rare
   * repeat (a send whose success was never recorded) is recognisably the same email.
   */
  reference: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
};

export interface MailTransport {
  /** Resolves once the mail server has taken the email; rejects with why it did not. */
  send(message: MailMessage): Promise<void>;
  /** Lets go of connections; called when the app closes. */
  close(): void;
}
