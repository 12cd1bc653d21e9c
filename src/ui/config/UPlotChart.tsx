import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

export type ChartOptions = Omit<uPlot.Options, 'width'>;

interface UPlotChartProps {
  /** Options without width (the chart takes its container's width); a function when they need the
   * uPlot class itself, such as its path builders. */
  options: ChartOptions | ((UPlot: typeof uPlot) => ChartOptions);
  data: uPlot.AlignedData;
  label: string;
}

// uPlot needs the DOM, so it is imported only after hydration; the server renders the empty container.
export function UPlotChart({ options, data, label }: UPlotChartProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const resolved = typeof options === 'function' ? options(UPlot) : options;
      chart = new UPlot({ ...resolved, width: Math.max(element.clientWidth, 200) }, data, element);
      element.dataset.rendered = 'true';
      observer = new ResizeObserver(() =>
        chart?.setSize({ width: Math.max(element.clientWidth, 200), height: resolved.height }),
      );
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
      delete element.dataset.rendered;
    };
  }, [options, data]);
  return <div ref={container} className="config-chart" role="img" aria-label={label} />;
}
