import type { FastifyInstance } from 'fastify';

export const FAKE_BOOKING_PATHS = {
  OPENTABLE: '/api/test/booking/opentable-loader',
  TOCK: '/api/test/booking/tock.js',
} as const;

// Local fakes of the two booking providers' embed scripts (OpenTable and Tock are unreachable from the
// tests). Each behaves like the real one as far as the block can see: OpenTable's loader reads its query
// (rid, theme…) and draws its widget after its own script element; tock.js takes over window.tock, runs
// the calls queued before it loaded, and draws into #Tock_widget_container.
const OPENTABLE_LOADER = `(function () {
  var script = document.currentScript;
  var query = new URL(script.src).searchParams;
  var widget = document.createElement('div');
  widget.className = 'fake-opentable-widget';
  widget.dataset.rid = query.get('rid');
  widget.dataset.theme = query.get('theme');
  widget.dataset.lang = query.get('lang');
  widget.textContent = 'Reservations at restaurant ' + query.get('rid');
  script.after(widget);
})();`;

const TOCK_SCRIPT = `(function () {
  var tock = window.tock;
  tock.callMethod = function (method, business) {
    if (method !== 'init') return;
    var container = document.getElementById('Tock_widget_container');
    var widget = document.createElement('div');
    widget.className = 'fake-tock-widget';
    widget.dataset.business = business;
    widget.dataset.displayMode = container.dataset.tockDisplayMode;
    widget.textContent = 'Book with Tock: ' + business;
    container.append(widget);
  };
  tock.queue.splice(0).forEach(function (args) { tock.callMethod.apply(null, args); });
})();`;

export function registerBookingFakes(app: FastifyInstance): void {
  app.get(FAKE_BOOKING_PATHS.OPENTABLE, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(OPENTABLE_LOADER),
  );
  app.get(FAKE_BOOKING_PATHS.TOCK, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(TOCK_SCRIPT),
  );
}
