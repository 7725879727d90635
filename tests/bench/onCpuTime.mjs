// A Lighthouse trace with each of the page's main-thread tasks shortened to the time its thread had the CPU.
//
// Lighthouse's simulated throttling multiplies every main-thread task's wall-clock duration by the CPU slowdown. On a
// machine of two cores, the page's renderer shares them with the shop that answers it, Lighthouse's own process (it
// reads the trace as it comes) and whatever else runs there: a task the OS kept off the CPU for 20 ms is simulated as
// 20 ms × 4 longer on the phone. Chrome records each task's thread time beside its wall time (`tdur` beside `dur`), so
// the time a task waited for a core is known and can be taken out before the simulation, as it would be on the phone
// the preset models, which runs the page alone. Measured on this machine: the main thread had the CPU for 40-55 % of
// its tasks' wall time on a quiet machine, 35-45 % with a test layer running beside it.

/** Renderer main threads: where the page's tasks run (one per renderer process; a navigation may change process). */
function mainThreads(events) {
  const threads = new Set();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      threads.add(`${event.pid}:${event.tid}`);
  }
  return threads;
}

/** The top-level tasks of each renderer main thread: its complete events not inside another, with a thread time. */
function topLevelTasks(events, threads) {
  const byThread = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !threads.has(thread) || !(event.dur > 0)) continue;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread).push(event);
  }
  const tasks = [];
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    let end = -Infinity;
    for (const event of list) {
      if (event.ts < end) continue;
      end = event.ts + event.dur;
      if (typeof event.tdur === 'number') tasks.push(event);
    }
  }
  return tasks;
}

/**
 * A copy of the trace's events in which every top-level task of a renderer main thread lasts its thread time, and
 * everything recorded inside it on that thread (the events nested in it: script evaluation, layout, the functions it
 * called) is shrunk with it by the same factor, so that the nesting Lighthouse reads stays intact. The time between
 * tasks, other threads and other processes are unchanged. With it, the share of those tasks' wall time their thread
 * had the CPU (Σ thread time / Σ wall time; 1 without tasks).
 */
export function onCpuTime(events) {
  const threads = mainThreads(events);
  const windows = new Map();
  let wall = 0;
  let cpu = 0;
  for (const task of topLevelTasks(events, threads)) {
    const factor = Math.min(1, task.tdur / task.dur);
    wall += task.dur;
    cpu += task.dur * factor;
    if (factor >= 1) continue;
    const thread = `${task.pid}:${task.tid}`;
    if (!windows.has(thread)) windows.set(thread, []);
    windows.get(thread).push({ start: task.ts, end: task.ts + task.dur, factor });
  }
  for (const list of windows.values()) list.sort((a, b) => a.start - b.start);
  // The last task that starts at or before `ts`, if `ts` falls inside it or at its end.
  const windowAt = (list, ts) => {
    let low = 0;
    let high = list.length - 1;
    let found;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (list[middle].start <= ts) {
        found = list[middle];
        low = middle + 1;
      } else high = middle - 1;
    }
    return found && ts <= found.end ? found : undefined;
  };
  const traceEvents = events.map((event) => {
    const list = windows.get(`${event.pid}:${event.tid}`);
    if (!list || event.ph === 'M') return event;
    const window = windowAt(list, event.ts);
    if (!window) return event;
    const shrink = (ts) => window.start + Math.floor((ts - window.start) * window.factor);
    const ts = shrink(event.ts);
    return typeof event.dur === 'number'
      ? { ...event, ts, dur: shrink(Math.min(event.ts + event.dur, window.end)) - ts }
      : { ...event, ts };
  });
  return { traceEvents, cpuShare: wall > 0 ? cpu / wall : 1 };
}
