// What the hand-run probes share: a local server for their files (and a /sink that counts POSTs), the
// benches' Chromium, the page opened and throttled, and Chromium's TaskDuration of its main thread.
import http from 'node:http';
import { launchBenchBrowser } from '../lib/benchServer.mjs';

export async function openProbePage(files, { rate }) {
  let sunk = 0;
  const server = http.createServer(async (request, response) => {
    if (request.url === '/sink') {
      await request.toArray();
      sunk++;
      return response.writeHead(200).end();
    }
    const file = files[request.url];
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchBenchBrowser();
  const close = async () => {
    await browser.close();
    server.close();
  };
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const taskMs = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
    return { page, taskMs, sunk: () => sunk, close };
  } catch (error) {
    await close();
    throw error;
  }
}
