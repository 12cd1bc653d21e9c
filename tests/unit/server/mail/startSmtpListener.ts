import net from 'node:net';

/** A message the listener took: its envelope and its raw data (headers and body, as sent). */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

// A small SMTP server on node:net for tests: enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT, DATA,
// RSET, QUIT) over plain TCP. `refuse` answers MAIL FROM with a temporary failure while it returns true,
// as a mail server that is down for maintenance would.
export async function startSmtpListener(refuse: () => boolean = () => false) {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 test.local ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          say('250 2.0.0 queued as test');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') say('250-test.local\r\n250 8BITMIME');
        else if (verb === 'HELO') say('250 test.local');
        else if (verb === 'MAIL') {
          if (refuse()) say('451 4.3.0 try again later');
          else {
            current = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [], data: '' };
            say('250 2.1.0 ok');
          }
        } else if (verb === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          say('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          current = { from: '', to: [], data: '' };
          say('250 ok');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
