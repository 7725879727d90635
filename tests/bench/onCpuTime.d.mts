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

/** The trace on its main threads' CPU time, and the share of their tasks' wall time they had the CPU. */
export function onCpuTime<E extends TraceEvent>(events: readonly E[]): { traceEvents: E[]; cpuShare: number };
