import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { VitalSummary } from '../../../shared/api/config/InspectorResponses';
import { UPlotChart, type ChartOptions } from '../UPlotChart';

// One page's distribution of one metric: bars over the histogram bins the server counted.
export function VitalHistogram({ vital }: { vital: VitalSummary }) {
  const chart = useMemo(() => {
    const edges = vital.histogram.map((_, i) => i * vital.step);
    const end = vital.histogram.length * vital.step;
    return {
      options: (UPlot: typeof uPlot): ChartOptions => ({
        height: 160,
        title: `${vital.metric} on ${vital.page} — p75 ${Number(vital.p75.toFixed(3))}, ${vital.count} views`,
        // Each bar starts at its bin's lower edge; the last bin also holds everything above it.
        scales: { x: { time: false, range: [0, end] } },
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
      data: [edges, vital.histogram] as uPlot.AlignedData,
    };
  }, [vital]);
  return (
    <UPlotChart options={chart.options} data={chart.data} label={`Distribution of ${vital.metric} on ${vital.page}`} />
  );
}
