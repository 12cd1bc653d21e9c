import { useMemo, useState } from 'react';
import type { VitalsReport } from '../../../shared/api/config/InspectorResponses';
import { WEB_VITALS, WEB_VITAL_NAMES, type WebVitalName } from '../../../shared/api/config/WebVital';
import { useJson } from '../useJson';
import { PanelState } from './PanelState';
import { InspectorTable } from './InspectorTable';
import { VitalHistogram } from './VitalHistogram';

// Web-vitals per page: the p75 of each metric in a table, and the chosen metric's distribution per page.
export function VitalsPanel({ query }: { query: string }) {
  const state = useJson<VitalsReport>(`/api/config/inspector/vitals?${query}`);
  const [metric, setMetric] = useState<WebVitalName>('LCP');
  const byPage = useMemo(() => {
    const pages = new Map<string, VitalsReport['vitals']>();
    if (state.status === 'ready')
      for (const v of state.data.vitals) pages.set(v.page, [...(pages.get(v.page) ?? []), v]);
    return pages;
  }, [state]);
  return (
    <section className="config-panel" aria-labelledby="vitals-title" data-testid="vitals-panel">
      <h2 id="vitals-title">Web vitals (p75)</h2>
      <PanelState state={state} />
      {state.status === 'ready' && byPage.size === 0 ? (
        <p className="config-status">No performance records in this range.</p>
      ) : null}
      {byPage.size > 0 ? (
        <>
          <InspectorTable
            columns={['Page', ...WEB_VITAL_NAMES]}
            rows={[...byPage.entries()].map(([page, vitals]) => [
              page,
              ...WEB_VITAL_NAMES.map((name) => {
                const v = vitals.find((x) => x.metric === name);
                return v ? `${formatVital(name, v.p75)} (${v.count})` : '—';
              }),
            ])}
          />
          <div className="config-tabs" role="tablist" aria-label="Distribution of">
            {WEB_VITAL_NAMES.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={name === metric}
                onClick={() => setMetric(name)}
              >
                {name}
              </button>
            ))}
          </div>
          {[...byPage.entries()].map(([page, vitals]) => {
            const vital = vitals.find((v) => v.metric === metric);
            return vital ? <VitalHistogram key={`${page}-${metric}`} vital={vital} /> : null;
          })}
        </>
      ) : null}
    </section>
  );
}

function formatVital(name: WebVitalName, value: number): string {
  return WEB_VITALS[name].unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
}
