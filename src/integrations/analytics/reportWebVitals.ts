import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { toWebVitalEvent } from './toWebVitalEvent';

/** Reports CLS, INP, LCP, FCP and TTFB of this page load, each when web-vitals settles it. Loaded only for sampled loads. */
export function reportWebVitals(send: (name: string, params: Record<string, unknown>) => void): void {
  const report = (metric: Metric) => {
    const event = toWebVitalEvent(metric);
    send(event.name, event.params);
  };
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
