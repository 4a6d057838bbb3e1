import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients. */
  from: string;
  to: string[];
  /** The authenticated SMTP user. */
  user: unknown;
  raw: string;
  /** Header value (first occurrence), unfolded. */
  header(name: string): string | undefined;
  /** The message with quoted-printable soft breaks and escapes decoded (good enough to find links). */
  decoded: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A real SMTP server on 127.0.0.1 (a random port unless `port` is given) that keeps what it receives; AUTH
 * PLAIN/LOGIN with user:pass. `onMessage` sees each message as it arrives.
 */
export async function startSmtpSink(
  credentials = { user: 'scola', pass: 'rahasia-smtp' },
  options: { port?: number; onMessage?: (mail: ReceivedMail) => void } = {},
) {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headerBlock = raw.split(/\r?\n\r?\n/)[0] ?? '';
        const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, ' ');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          user: session.user,
          raw,
          decoded: decodeQuotedPrintable(raw),
          header(name) {
            const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
            return match?.[1]?.trim();
          },
        };
        messages.push(mail);
        options.onMessage?.(mail);
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // A client that dies mid-conversation (a killed API) resets its connection; that is not the sink's failure.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    messages,
    /** Resolves with the `count`-th message once it has arrived (5 s at most). */
    async waitForMessage(count = messages.length + 1): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`no e-mail #${count} within 5 s`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages[count - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
