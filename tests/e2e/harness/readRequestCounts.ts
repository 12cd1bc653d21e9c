// What the test plugin counted (testPlugin/registerRequestCounts.ts): how many requests a route (its
// pattern, e.g. /api/telemetry/batch) has answered, in all and by status.
export async function readRequestCounts(
  serverUrl: string,
  route: string,
): Promise<{ total: number; byStatus: Record<string, number> }> {
  const response = await fetch(`${serverUrl}/api/test/requests?path=${encodeURIComponent(route)}`);
  if (!response.ok) throw new Error(`request counts: ${response.status} ${await response.text()}`);
  return (await response.json()) as { total: number; byStatus: Record<string, number> };
}
