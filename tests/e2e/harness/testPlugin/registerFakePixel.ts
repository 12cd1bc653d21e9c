import type { FastifyInstance } from 'fastify';

// A local stand-in for the social-ad pixel's vendor script (docs/commerce.md): like the real one it takes
// over the page's `fbq` queue and handles each later call; it keeps every call in window.__pixelCalls for
// the test to read, and counts how often it was fetched.
const FAKE_PIXEL = `(() => {
  const fbq = window.fbq;
  const calls = (window.__pixelCalls = []);
  fbq.callMethod = (...args) => calls.push(args);
  for (const args of fbq.queue.splice(0)) calls.push(args);
})();`;

export function registerFakePixel(app: FastifyInstance): void {
  let fetched = 0;
  app.get('/api/test/fake-pixel.js', async (_request, reply) => {
    fetched += 1;
    return reply.type('text/javascript').header('cache-control', 'no-store').send(FAKE_PIXEL);
  });
  app.get('/api/test/fake-pixel/fetches', async () => ({ fetched }));
}
