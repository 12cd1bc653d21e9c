import type { DeliveryReport } from '../../../shared/api/config/InspectorResponses';
import { useJson } from '../useJson';
import { PanelState } from './PanelState';
import { InspectorTable } from './InspectorTable';
import { DELIVERY_PATH_NAMES } from './deliveryPathNames';

const oneDecimal = (value: number | null) => (value === null ? '–' : value.toFixed(1));
// Latencies in the unit that reads best: ms under 10 s, then seconds, minutes, hours.
export function formatLatency(ms: number): string {
  if (ms < 10_000) return `${Math.round(ms)} ms`;
  if (ms < 120_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms < 7_200_000) return `${(ms / 60_000).toFixed(1)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}

// Can the numbers be trusted (docs/telemetry.md, "Can I trust the numbers?"): of the page views first
// received in the range, how many arrived whole, what was missing and resent, how late records arrived per
// path, and the page views missing the most.
export function DeliveryPanel({ query }: { query: string }) {
  const state = useJson<DeliveryReport>(`/api/config/inspector/delivery?${query}`);
  return (
    <section className="config-panel" aria-labelledby="delivery-title" data-testid="delivery-panel">
      <h2 id="delivery-title">Delivery</h2>
      <PanelState state={state} />
      {state.status === 'ready' ? <Delivery report={state.data} /> : null}
    </section>
  );
}

function Delivery({ report }: { report: DeliveryReport }) {
  const { pageViews, records } = report;
  const figures: [string, string, string][] = [
    [
      'complete',
      'Complete page views',
      pageViews.completePercent === null
        ? '–'
        : `${oneDecimal(pageViews.completePercent)}% (${pageViews.complete} of ${pageViews.counted})`,
    ],
    ['open', 'Page views without a final count yet', String(pageViews.open)],
    ['made', 'Records made', String(records.made)],
    ['missing', 'Records missing per 1,000 made', `${oneDecimal(records.missingPerThousand)} (${records.missing})`],
    ['dropped', 'Records dropped and reported', String(records.dropped)],
    [
      'duplicates',
      'Duplicates dropped per 1,000 made',
      `${oneDecimal(records.duplicatesPerThousand)} (${records.duplicates})`,
    ],
  ];
  return (
    <>
      <dl className="config-figures">
        {figures.map(([key, label, value]) => (
          <div key={key} data-figure={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="config-table-wrap">
        <h3>Latency, record time to storage</h3>
        {report.latency.length === 0 ? (
          <p className="config-status">None.</p>
        ) : (
          <InspectorTable
            columns={['Path', 'Records', 'p50', 'p95', 'p99']}
            rows={report.latency.map((l) => [
              DELIVERY_PATH_NAMES[l.via] ?? l.via,
              l.count,
              formatLatency(l.p50),
              formatLatency(l.p95),
              formatLatency(l.p99),
            ])}
          />
        )}
      </div>
      <div className="config-table-wrap">
        <h3>Page views by browser</h3>
        {report.browsers.length === 0 ? (
          <p className="config-status">None.</p>
        ) : (
          <InspectorTable
            columns={['Browser', 'Page views', 'Complete', 'Records missing']}
            rows={report.browsers.map((b) => [b.browser, b.views, `${b.complete} of ${b.counted}`, b.missing])}
          />
        )}
      </div>
      <div className="config-table-wrap">
        <h3>Page views with the most records missing</h3>
        {report.mostMissing.length === 0 ? (
          <p className="config-status">None.</p>
        ) : (
          <InspectorTable
            columns={['Page', 'Browser', 'Made', 'Stored', 'Missing', 'Paths used', 'Page view']}
            rows={report.mostMissing.map((v) => [
              v.page,
              v.browser,
              v.open ? `${v.made} so far` : v.made,
              v.stored,
              v.missing,
              v.paths.map((p) => DELIVERY_PATH_NAMES[p] ?? p).join(', ') || '–',
              v.pageId,
            ])}
          />
        )}
      </div>
    </>
  );
}
