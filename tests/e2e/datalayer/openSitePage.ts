import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DataLayerRequest } from '../../../src/shared/dataLayer/DataLayerClient';

export interface CallResult {
  ok?: unknown;
  message?: string;
  status?: number;
  cleaned?: boolean;
  attempts?: number;
}

// A fresh browser context on the home page, once window.SiteRuntime is installed by the bootstrap.
export async function openSitePage(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => window.SiteRuntime !== undefined);
  return { context, page };
}

// One call through the public data layer, in the page; a rejection comes back as its message and fields.
export function callDataLayer(
  page: Page,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  request: DataLayerRequest = {},
): Promise<CallResult> {
  return page.evaluate(
    async ({ method, path, request }) => {
      try {
        return { ok: await window.SiteRuntime!.dataLayer[method](path, request) };
      } catch (error) {
        const e = error as Error & { status?: number; cleaned?: boolean; attempts?: number };
        return { message: e.message, status: e.status, cleaned: e.cleaned, attempts: e.attempts };
      }
    },
    { method, path, request },
  );
}

export async function readAttempts(
  baseUrl: string,
  kind: 'flaky' | 'crumb',
  key: string,
): Promise<{ count: number; times: number[] }> {
  const response = await fetch(`${baseUrl}/api/test/attempts/${kind}/${key}`);
  return (await response.json()) as { count: number; times: number[] };
}
