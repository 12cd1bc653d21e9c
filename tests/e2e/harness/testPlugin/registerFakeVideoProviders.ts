import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseRequest } from '../../../../src/server/http/parseRequest';
import { VIDEO_PLAYER_BASES } from '../../../../src/shared/video/videoEmbedUrls';

export const FAKE_VIDEO_PATH = '/api/test/video';

const Entry = z.object({
  kind: z.enum(['load', 'message']),
  provider: z.string(),
  id: z.string(),
  query: z.string().optional(),
  data: z.unknown().optional(),
  origin: z.string().optional(),
});
type Entry = z.infer<typeof Entry>;

// The video providers cannot be reached from here, so pages served with this plugin name a local fake
// player instead of each provider's (the page's HTML is rewritten on its way out; no production code knows).
// The fake player records that it loaded and every message posted to it, for the tests to read:
// GET /api/test/video/log. It sends nothing unasked: it reports its play state (window.report) only to a page
// that subscribed through the provider's message API.
export function registerFakeVideoProviders(app: FastifyInstance): void {
  const log: Entry[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    // The fake player stands for another origin's page, which does not live under this site's content
    // security policy: its own inline script must run.
    if (request.url.startsWith(`${FAKE_VIDEO_PATH}/player/`)) reply.removeHeader('content-security-policy');
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    // Pages from the render cache come as bodies already compressed for the request: unpack, rewrite, pack.
    const encoding = String(reply.getHeader('content-encoding') ?? '');
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? unpack(payload, encoding) : null;
    if (body === null) return payload;
    let html = body;
    for (const [provider, base] of Object.entries(VIDEO_PLAYER_BASES))
      html = html.replaceAll(base, `${FAKE_VIDEO_PATH}/player/${provider}/`);
    if (html === body) return payload;
    reply.removeHeader('content-length');
    return typeof payload === 'string' ? html : pack(html, encoding);
  });

  app.get(`${FAKE_VIDEO_PATH}/player/:provider/:id`, async (request, reply) => {
    const { provider, id } = request.params as { provider: string; id: string };
    const page = `<!doctype html><html><head><title>${provider} player</title></head>
<body style="margin:0;background:#000;color:#fff;font:16px sans-serif"><p id="state">${provider} ${id}</p><script>
const record = (entry) => fetch('${FAKE_VIDEO_PATH}/log', { method: 'POST', keepalive: true,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ provider: ${JSON.stringify(provider)}, id: ${JSON.stringify(id)}, ...entry }) });
record({ kind: 'load', query: location.search });
// Like the real players, it reports its play state only to a page that asked (YouTube's "listening"
// handshake, Vimeo's addEventListener), in the provider's own format. A test drives it: report('play').
const asked = new Set();
addEventListener('message', (event) => {
  document.getElementById('state').textContent = String(event.data);
  record({ kind: 'message', data: event.data, origin: event.origin });
  try {
    const message = JSON.parse(String(event.data));
    if (message.event === 'listening') asked.add('youtube');
    if (message.method === 'addEventListener') asked.add(message.value);
  } catch {}
});
window.report = (state) => {
  const provider = ${JSON.stringify(provider)};
  if (provider === 'YouTube' && asked.has('youtube'))
    parent.postMessage(JSON.stringify({ event: 'onStateChange', info: { play: 1, pause: 2, ended: 0 }[state] }), '*');
  if (provider === 'Vimeo' && asked.has(state)) parent.postMessage(JSON.stringify({ event: state }), '*');
  return asked.size > 0;
};
</script></body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  });

  app.post(`${FAKE_VIDEO_PATH}/log`, async (request, reply) => {
    const entry = parseRequest(Entry, request.body, reply);
    if (!entry) return reply;
    log.push(entry);
    return { recorded: log.length };
  });
  app.get(`${FAKE_VIDEO_PATH}/log`, async () => log);
  app.delete(`${FAKE_VIDEO_PATH}/log`, async () => {
    log.length = 0;
    return { cleared: true };
  });
}

function unpack(body: Buffer, encoding: string): string | null {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return encoding ? null : body.toString('utf8');
}

function pack(html: string, encoding: string): Buffer {
  if (encoding === 'br') return brotliCompressSync(html);
  if (encoding === 'gzip') return gzipSync(html);
  return Buffer.from(html);
}
