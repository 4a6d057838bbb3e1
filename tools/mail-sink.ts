/**
 * A local mailbox for development and the browser tests: an SMTP server on 127.0.0.1 that keeps every e-mail in
 * memory and prints it (recipient, subject, text) on its terminal, so the links of activation and password-reset
 * e-mails can be followed without a real mail server.
 *
 *   npm run mail:sink                      # SMTP on 127.0.0.1:2525; then, in another terminal:
 *   SMTP_URL=smtp://scola:scola@127.0.0.1:2525 npm start
 *
 * Options: --smtp-port <n> (2525), --http-port <n> (none): when given, `GET /messages[?to=<address>]` on that port
 * answers the received e-mails as JSON (`{ to, subject, text }`, newest last) and `GET /health` answers 200 (the
 * browser tests read the mails this way); --quiet: print nothing per e-mail.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { type ReceivedMail, startSmtpSink } from '../apps/api/src/test/smtp-sink';

const { values: args } = parseArgs({
  options: {
    'smtp-port': { type: 'string', default: '2525' },
    'http-port': { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const credentials = { user: 'scola', pass: 'scola' };

/** The text/plain part of a (quoted-printable decoded) message, or the whole message when it has none. */
function plainTextOf(mail: ReceivedMail): string {
  const part = /Content-Type: text\/plain[^\n]*\n(?:[\w-]+:[^\n]*\n)*\r?\n([\s\S]*?)\r?\n--/i.exec(
    mail.decoded,
  );
  return (part?.[1] ?? mail.decoded).replace(/\r\n/g, '\n').trim();
}

const asJson = (mail: ReceivedMail) => ({
  to: mail.to,
  subject: mail.header('subject') ?? '',
  text: plainTextOf(mail),
});

const sink = await startSmtpSink(credentials, {
  port: Number(args['smtp-port']),
  onMessage(mail) {
    if (args.quiet) return;
    const rule = '─'.repeat(72);
    console.info(
      `${rule}\nTo: ${mail.to.join(', ')}\nSubject: ${mail.header('subject') ?? ''}\n\n${plainTextOf(mail)}\n`,
    );
  },
});
console.info(`Mail sink: SMTP_URL=${sink.url}`);

if (args['http-port']) {
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (request.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const messages = sink.messages
        .filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to))
        .map(asJson);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
      return;
    }
    response.writeHead(404).end();
  });
  http.listen(Number(args['http-port']), '127.0.0.1');
  console.info(`Mail sink: received e-mails at http://127.0.0.1:${args['http-port']}/messages`);
}

const stop = () => void sink.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
