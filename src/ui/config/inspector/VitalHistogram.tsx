import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { VitalSummary } from '../../../shared/api/config/InspectorResponses';
import { UPlotChart } from '../UPlotChart';

// One page's distribution of one metric: bars over the histogram bins the server counted.
export function VitalHistogram({ vital }: { vital: VitalSummary }) {
  const chart = useMemo(() => {
    const edges = vital.histogram.map((_, i) => i * vital.step);
    return {
      options: {
        height: 160,
        title: `${vital.metric} on ${vital.page} — p75 ${Number(vital.p75.toFixed(3))}, ${vital.count} views`,
        scales: { x: { time: false } },
        legend: { show: false },
        series: [{}, { label: vital.metric, fill: '#2f6fdf99', stroke: '#2f6fdf', paths: barsPaths() }],
      } satisfies Omit<uPlot.Options, 'width'>,
      data: [edges, vital.histogram] as uPlot.AlignedData,
    };
  }, [vital]);
  return <UPlotChart options={chart.options} data={chart.data} label={`Distribution of ${vital.metric} on ${vital.page}`} />;
}

// uPlot's bar path builder lives on the class, which loads only in the browser; until then a series
// without paths would draw lines, so the builder is looked up lazily when uPlot asks for it.
function barsPaths(): uPlot.Series.PathBuilder {
  let bars: uPlot.Series.PathBuilder | null = null;
  return (self, seriesIdx, idx0, idx1) => {
    bars ??= (self.constructor as typeof uPlot).paths.bars!({ size: [0.9] });
    return bars(self, seriesIdx, idx0, idx1);
  };
}
