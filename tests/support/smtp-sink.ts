import { renameSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** Headers and body as sent, with quoted-printable soft breaks and escapes decoded. */
  raw: string;
  /** The message exactly as received, for reading its parts (mail-message.ts). */
  source: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message (already received or yet to come) to `address`. */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

// Only a quoted-printable message is decoded: in a plain one, "=C6" is text (a reset token may start with it).
// A run of escapes is UTF-8 bytes ("=C3=A8" is "è").
const decodeQuotedPrintable = (text: string) =>
  /^content-transfer-encoding:\s*quoted-printable/im.test(text)
    ? text
        .replace(/=\r?\n/g, "")
        .replace(/(?:=[0-9A-F]{2})+/g, (escapes) => Buffer.from(escapes.replaceAll("=", ""), "hex").toString("utf8"))
    : text;

/** Readers in other processes poll the folder: they must never see a half-written file. */
function saveAtomically(path: string, text: string) {
  writeFileSync(`${path}.partial`, text);
  renameSync(`${path}.partial`, path);
}

/**
 * A real SMTP server on loopback that keeps what it receives (tests only).
 * With `saveTo`, each message is also written there as JSON, for test
 * processes other than the one running the server (the browser tests' workers).
 */
export async function startSmtpSink({
  saveTo,
  port: wantedPort = 0,
  refuseRecipient = () => false,
}: {
  saveTo?: string;
  port?: number;
  /** Answers 550 ("no such mailbox") for these addresses, as a real server refuses a message. */
  refuseRecipient?: (address: string) => boolean;
} = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuseRecipient(address.address)) return callback();
      callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const source = Buffer.concat(chunks).toString("utf8");
        const mail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: decodeQuotedPrintable(source),
          source,
        };
        received.push(mail);
        if (saveTo) saveAtomically(join(saveTo, `${Date.now()}-${received.length}.json`), JSON.stringify(mail));
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  // A client that drops its connection (a server stopped while its mail pool is open) is not the sink's failure;
  // unheard, the error would end the process that runs the sink.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(wantedPort, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  async function waitFor(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find((mail) => mail.to.includes(address));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
