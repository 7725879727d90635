/** A Chrome trace event, as far as onCpuTime.mjs reads it. */
export interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string } & Record<string, unknown>;
}

export function mainThreadCpuShare(events: readonly TraceEvent[]): number;
export function onCpuTime<E extends TraceEvent>(events: readonly E[]): E[];
