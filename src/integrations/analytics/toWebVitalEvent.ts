/** The fields of a web-vitals metric that are reported. */
export interface WebVitalMetric {
  name: string;
  delta: number;
  id: string;
}

/**
 * The GA4 event of a web-vitals metric, as web-vitals documents it: the event is the metric name, the value an
 * integer (CLS is unitless and small, so it is sent in thousandths), `metric_label` the metric's id.
 */
export function toWebVitalEvent({ name, delta, id }: WebVitalMetric) {
  return {
    name,
    params: { value: Math.round(name === 'CLS' ? delta * 1000 : delta), metric_label: id, non_interaction: true },
  };
}
