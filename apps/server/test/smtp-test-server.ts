/**
 * A real SMTP server for tests (smtp-server), on 127.0.0.1 at a port of its own: it asks for the
 * user name and password in its URL, as a mail provider does, keeps what it receives (parsed
 * with mailparser), and can be told to refuse recipients or to take its time over a message.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

const USER = "shop";
const PASSWORD = "s3cret";

export type TestSmtpServer = {
  /** `smtp://shop:s3cret@127.0.0.1:<port>`, for SMTP_URL or smtpTransport. */
  url: string;
  /** Every message taken, in order of arrival. */
  received: ParsedMail[];
  /** While set, every recipient is refused with this permanent error, quoting the address, as servers do. */
  refuseRecipients(refuse: boolean): void;
  /** Each message is taken only after this long (a slow server); 0 by default. */
  delayData(ms: number): void;
  /** Resolves when the next message starts to arrive (its DATA command). */
  nextData(): Promise<void>;
  close(): Promise<void>;
};

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let refusing = false;
  let delayMs = 0;
  let dataStarted: (() => void)[] = [];

  const server = new SMTPServer({
    logger: false,
    // Plain text on the loopback: no certificate to trust.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      if (!refusing) return callback();
      const error = Object.assign(
        new Error(`<${address.address}>: Recipient address rejected: mailbox full`),
        {
          responseCode: 552,
        },
      );
      callback(error);
    },
    onData(stream, _session, callback) {
      for (const started of dataStarted) started();
      dataStarted = [];
      simpleParser(stream)
        .then(async (mail) => {
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    refuseRecipients: (refuse) => (refusing = refuse),
    delayData: (ms) => (delayMs = ms),
    nextData: () => new Promise((resolve) => dataStarted.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The address a parsed message was sent to. */
export function recipientOf(mail: ParsedMail): string | undefined {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address;
}
