import type { FastifyInstance } from 'fastify';

export const FAKE_FOLLOW_PATHS = {
  WIDGETS: '/api/test/follow/widgets.js',
  // Answers only after 12 s: longer than the 10 s the block gives the script.
  HANGING: '/api/test/follow/hanging.js',
} as const;

// A local fake of X's widgets.js (unreachable from the tests): like the real one it turns each
// a.twitter-follow-button into a follow widget.
const WIDGETS = `(function () {
  document.querySelectorAll('a.twitter-follow-button').forEach(function (link) {
    var widget = document.createElement('span');
    widget.className = 'fake-follow-widget';
    widget.textContent = link.textContent + ' (widget)';
    link.after(widget);
    link.hidden = true;
  });
})();`;

export function registerFollowButtonFakes(app: FastifyInstance): void {
  app.get(FAKE_FOLLOW_PATHS.WIDGETS, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(WIDGETS),
  );
  app.get(FAKE_FOLLOW_PATHS.HANGING, async (_request, reply) => {
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(WIDGETS);
  });
}
