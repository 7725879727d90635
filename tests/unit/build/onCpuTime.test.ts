import { describe, expect, it } from 'vitest';
import { onCpuTime, type TraceEvent } from '../../bench/onCpuTime.mjs';

const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  ph: 'M',
  name: 'thread_name',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (ts: number, dur: number, tdur: number, tid = 1): TraceEvent => ({
  ph: 'X',
  name: 'RunTask',
  pid: 7,
  tid,
  ts,
  dur,
  tdur,
});

describe('a trace on its main thread’s CPU time', () => {
  // A 100 ms task that had the CPU for 40 ms, with a script inside it from 20 to 70 ms and a mark at its end; a
  // 10 ms task after it that had the CPU throughout; the same long task on the compositor thread.
  const events: TraceEvent[] = [
    meta(7, 1, 'CrRendererMain'),
    meta(7, 2, 'Compositor'),
    task(1_000, 100_000, 40_000),
    { ph: 'X', name: 'EvaluateScript', pid: 7, tid: 1, ts: 21_000, dur: 50_000, tdur: 20_000 },
    { ph: 'I', name: 'mark', pid: 7, tid: 1, ts: 101_000 },
    task(150_000, 10_000, 10_000),
    task(1_000, 100_000, 40_000, 2),
  ];

  it('shortens a task to its thread time and what ran inside it by the same factor', () => {
    const shrunk = onCpuTime(events).traceEvents;
    expect(shrunk[2]).toMatchObject({ ts: 1_000, dur: 40_000 });
    expect(shrunk[3]).toMatchObject({ ts: 9_000, dur: 20_000 });
    expect(shrunk[4]).toMatchObject({ ts: 41_000 });
  });

  it('leaves a task that had the CPU, the time between tasks and other threads as they were', () => {
    const shrunk = onCpuTime(events).traceEvents;
    expect(shrunk[5]).toEqual(events[5]);
    expect(shrunk[6]).toEqual(events[6]);
    expect(shrunk[0]).toEqual(events[0]);
  });

  it('answers the share of the main thread’s task time it had the CPU', () => {
    expect(onCpuTime(events).cpuShare).toBeCloseTo(50_000 / 110_000);
  });
});
