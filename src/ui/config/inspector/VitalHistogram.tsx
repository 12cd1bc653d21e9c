import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { VitalSummary } from '../../../shared/api/config/InspectorResponses';
import { UPlotChart, type ChartOptions } from '../UPlotChart';

// One page's distribution of one metric: bars over the log-spaced buckets the server counted, on a log
// axis (where they are all the same width), from the first bucket holding a value to the last.
export function VitalHistogram({ vital }: { vital: VitalSummary }) {
  const chart = useMemo(() => {
    const { edges, histogram } = vital;
    // Bucket 0 holds everything from 0 up to edges[1]: drawn one bucket-width below it, as a log axis has no 0.
    const starts = edges.map((edge, i) => (i === 0 ? edges[1]! ** 2 / edges[2]! : edge));
    const first = Math.max(
      0,
      histogram.findIndex((count) => count > 0),
    );
    const last = Math.max(first, histogram.length - 1 - [...histogram].reverse().findIndex((count) => count > 0));
    const xs = starts.slice(first, last + 1);
    const counts = histogram.slice(first, last + 1);
    return {
      options: (UPlot: typeof uPlot): ChartOptions => ({
        height: 160,
        title: `${vital.metric} on ${vital.page} — p75 ${Number(vital.p75.toPrecision(3))}, ${vital.count} views`,
        // Each bar starts at its bucket's lower edge; the last bucket also holds everything above it.
        scales: { x: { time: false, distr: 3 } },
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
