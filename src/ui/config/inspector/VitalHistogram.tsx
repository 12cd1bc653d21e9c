import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { VitalSummary } from '../../../shared/api/config/InspectorResponses';
import { UPlotChart, type ChartOptions } from '../UPlotChart';
import { buildVitalBars } from './buildVitalBars';

// One page's distribution of one metric: bars over the log-spaced buckets the server counted, on a log
// axis (where they are all the same width), from the first bucket holding a value to the last (buildVitalBars).
export function VitalHistogram({ vital }: { vital: VitalSummary }) {
  const chart = useMemo(() => {
    const { xs, counts, range } = buildVitalBars(vital.edges, vital.histogram);
    return {
      options: (UPlot: typeof uPlot): ChartOptions => ({
        height: 160,
        title: `${vital.metric} on ${vital.page} — p75 ${Number(vital.p75.toPrecision(3))}, ${vital.count} views`,
        // Each bar starts at its bucket's lower edge; the last bucket also holds everything above it.
        scales: {
          x: { time: false, distr: 3, range: () => range },
          y: { range: (_chart, _min, max) => [0, Math.max(1, max)] },
        },
        legend: { show: false },
        series: [
          {},
          {
            label: vital.metric,
            fill: '#2f6fdfaa',
            stroke: '#2f6fdf',
            points: { show: false },
            paths: UPlot.paths.bars!({ size: [1, Infinity], align: 1 }),
          },
        ],
      }),
      data: [xs, counts] as uPlot.AlignedData,
    };
  }, [vital]);
  return (
    <UPlotChart options={chart.options} data={chart.data} label={`Distribution of ${vital.metric} on ${vital.page}`} />
  );
}
