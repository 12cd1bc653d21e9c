import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DocumentHold {
  /** The proxy's origin: open pages through it. */
  url: string;
  /** Resolves once a held page's first piece has been sent. */
  held: () => Promise<void>;
  /** Sends the rest of the held page. */
  release: () => void;
  close: () => Promise<void>;
}

/**
 * A proxy in front of the server that sends a page's HTML in two pieces, as a slow network does: everything
 * before the first match of `splitBefore`, then, when the test releases it, the rest. Every other request (and
 * every page whose HTML lacks the match) passes through whole. The browser parses and paints the first piece
 * while it waits for the second.
 */
export async function holdDocumentAt(target: string, splitBefore: string): Promise<DocumentHold> {
  let release!: () => void;
  let markHeld!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  const proxy = http.createServer((request, response) => {
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } },
      (reply) => {
        const isHtml = String(reply.headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml) {
          response.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const headers = { ...reply.headers };
          delete headers['content-length'];
          response.writeHead(reply.statusCode ?? 502, headers);
          const at = html.indexOf(splitBefore);
          if (at < 0) {
            response.end(html);
            return;
          }
          response.write(html.slice(0, at));
          markHeld();
          void released.then(() => response.end(html.slice(at)));
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    held: () => held,
    release,
    close: () => {
      release();
      proxy.closeAllConnections();
      return new Promise((resolve) => proxy.close(() => resolve()));
    },
  };
}
