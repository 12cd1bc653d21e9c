import type { FastifyInstance } from 'fastify';

export const FAKE_DISQUS_COUNT_PATH = '/api/test/disqus/count.js';

// A local fake of Disqus's count.js (unreachable from the tests): like the real one it fills every link
// ending #disqus_thread with a count, here 3 per post, as "3 Comments".
const COUNT_SCRIPT = `(function () {
  document.querySelectorAll('a[href$="#disqus_thread"]').forEach(function (link) {
    link.textContent = '3 Comments';
    link.dataset.counted = link.dataset.disqusIdentifier;
  });
})();`;

export function registerDisqusFake(app: FastifyInstance): void {
  app.get(FAKE_DISQUS_COUNT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(COUNT_SCRIPT),
  );
}
