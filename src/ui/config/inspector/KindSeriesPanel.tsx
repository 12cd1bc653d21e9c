import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { KindSeries } from '../../../shared/api/config/InspectorResponses';
import { useJson } from '../useJson';
import { UPlotChart } from '../UPlotChart';
import { PanelState } from './PanelState';
import { kindColor } from './kindColor';

// Records received per kind over time, one line per kind.
export function KindSeriesPanel({ query }: { query: string }) {
  const state = useJson<KindSeries>(`/api/config/inspector/series?${query}`);
  const chart = useMemo(() => {
    if (state.status !== 'ready') return null;
    const { times, series, bucketMs } = state.data;
    const options: Omit<uPlot.Options, 'width'> = {
      height: 260,
      // Times are milliseconds since 1970.
      ms: 1,
      scales: { x: { time: true } },
      series: [
        {},
        ...series.map((s) => ({ label: s.kind, stroke: kindColor(s.kind), width: 2, points: { show: false } })),
      ],
      axes: [{}, { label: `records per ${Math.round(bucketMs / 60_000)} min` }],
    };
    const data: uPlot.AlignedData = [times, ...series.map((s) => s.counts)];
    return { options, data };
  }, [state]);
  return (
    <section className="config-panel" aria-labelledby="series-title" data-testid="series-panel">
      <h2 id="series-title">Records received per kind</h2>
      <PanelState state={state} />
      {state.status === 'ready' && state.data.series.length === 0 ? (
        <p className="config-status">No records in this range.</p>
      ) : null}
      {chart ? (
        <UPlotChart options={chart.options} data={chart.data} label="Records received per kind over time" />
      ) : null}
    </section>
  );
}
