import { connect, createServer, type Socket } from 'node:net';

export interface Relay {
  url: string;
  /** Refuses connections from now on, and cuts the open ones (kept-alive connections included). */
  close(): Promise<void>;
  /** Listens again on the same port. */
  open(): Promise<void>;
}

/**
 * A TCP relay on `port` to `targetPort` (both on 127.0.0.1) that can be taken away and brought back: a
 * cache's address that stops answering (a cache restarting, a network cut), while the cache behind it
 * keeps its pages.
 */
export async function startRelay(port: number, targetPort: number): Promise<Relay> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const open = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await open();
  return {
    url: `http://127.0.0.1:${port}/`,
    open,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
