// The CPU slowdown of the browser benchmarks, calibrated to the machine as Lighthouse's throttling guide advises:
// DevTools' slowdown (Emulation.setCPUThrottlingRate) is relative to the host's CPU, so a fixed 4x emulates a phone
// twice as slow on a machine half as fast. The slowdown here brings the host to a mid-tier phone's benchmark index,
// the target of DevTools' own CPU calibration (1000, a Pixel 5). Lighthouse measures the host's index before each of
// its runs (tests/bench/lighthouse.mjs); the tap benchmark measures it with the same benchmark (benchmarkIndex).

/** DevTools' mid-tier phone (its CPU calibration's `midScore`, a Pixel 5). */
export const MID_TIER_PHONE_INDEX = 1000;

/** The slowdown that brings a host of this benchmark index to a mid-tier phone: never under 1 or over 10. */
export const cpuSlowdownFor = (benchmarkIndex) =>
  benchmarkIndex > 0
    ? Math.min(10, Math.max(1, Math.round((benchmarkIndex / MID_TIER_PHONE_INDEX) * 10) / 10))
    : 4;

/** The middle value (the upper of the two middle ones for an even count). */
export const middleOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse's BenchmarkIndex (lighthouse/core/lib/page-functions.js, `computeBenchmarkIndex`), run in the page: the
 * mean of a string-building loop (garbage-collector heavy) and an array copy, each as iterations per second / 10.
 * The function is sent to the page as its source, so it uses nothing from this module.
 */
function computeBenchmarkIndex(duration) {
  const halfTime = duration / 2;
  const withGarbage = () => {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < halfTime) {
      let s = '';
      for (let j = 0; j < 10000; j++) s += 'a';
      if (s.length === 1) throw new Error('never: keeps the loop from being optimised away');
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  };
  const withoutGarbage = () => {
    const a = [];
    const b = [];
    for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
    const start = Date.now();
    let iterations = 0;
    // Date.now every tenth iteration only (an Intel alignment cliff, as in Lighthouse).
    while (iterations % 10 !== 0 || Date.now() - start < halfTime) {
      const source = iterations % 2 === 0 ? a : b;
      const target = iterations % 2 === 0 ? b : a;
      for (let j = 0; j < source.length; j++) target[j] = source[j];
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  };
  return (withGarbage() + withoutGarbage()) / 2;
}

/**
 * The host's benchmark index, measured in `page` (a Playwright page, not slowed down) as Lighthouse does before a
 * run: `runs` readings of `durationMs` each after one uncounted warm-up of the same length (V8 optimises the loops in
 * the first).
 */
export async function benchmarkIndex(page, { runs = 1, durationMs = 500 } = {}) {
  const source = `(${computeBenchmarkIndex.toString()})(${Number(durationMs)})`;
  // A warm-up as long as a reading: after one of 100 ms, the first reading was still 1,911 against 2,900-3,800.
  await page.evaluate(source);
  const readings = [];
  for (let i = 0; i < runs; i++) readings.push(Math.round(await page.evaluate(source)));
  return readings;
}
