// INP-style check on the production server (the built `dist`, or DIST_DIR), in Debian's Chromium with the CPU
// slowed to a mid-tier phone's (cpuCalibration.mjs: the host's benchmark index brought to 1000, as Lighthouse's mobile
// runs here; about 4x on this machine; --slowdown fixes it): a shopper taps "Add to cart" on a product page, and the
// benchmark reports
//   - the interaction's duration as the Event Timing API measures it (input delay + handlers + the next paint:
//     what INP counts), and
//   - the time from the tap to the header's cart badge saying the new count (the store's answer included).
// Median and worst of RUNS fresh visits (each a new session: the shopper scrolls the button into view, which starts
// the storefront's actor system and the cart, and taps half a second later).
//
// The slowdown was a fixed 4x, the issue's own figure, until a CI machine read a first-tap median of 192 ms where this
// one reads 56-64 ms: 4x of a slower host is a slower phone, and past a point the tap lands in the middle of the actor
// system's start (this machine at 12x: 472 ms). Calibrated, every host emulates the same phone.
//
// --budget gates the medians (BUDGET_MS): loose enough for a busy two-core machine (the medians swing by a quarter
// from one run to the next), tight enough to fail a tap whose feedback is not painted until the store answers
// (800-1,000 ms), one that waits behind the actor system's start in one long task (first-tap medians of 190-750 ms
// before the hooks selected from the system's actors), or react-aria's press handling back on the button (152-184 and
// 96-112 ms, before src/ui/SubmitButton.tsx: 88-112 and 56-64 ms). Issue 28's targets are 100 and 50 ms.
//
//   node tests/bench/addToCartInteraction.mjs [--runs 5] [--budget] [--json out.json] [--slowdown 4]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { freePort } from '../../scripts/freePort.mjs';
import { benchmarkIndex, cpuSlowdownFor, MID_TIER_PHONE_INDEX, middleOf } from './cpuCalibration.mjs';
import { startShop } from './startShop.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    json: { type: 'string' },
    budget: { type: 'boolean' },
    slowdown: { type: 'string' },
  },
});
const RUNS = Number(values.runs ?? 5);
/** A fixed CPU slowdown (--slowdown), else each visit's is calibrated (slowdownFor). */
const FIXED_SLOWDOWN = values.slowdown === undefined ? undefined : Number(values.slowdown);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PRODUCT = '/product/wool-socks-3-pairs';
/** The most each tap's median interaction may last (Event Timing, a mid-tier phone's CPU), with --budget. */
const BUDGET_MS = { first: 180, second: 120 };

/**
 * With a fixed slowdown, that; else the host's benchmark index, read before every visit in that visit's fresh page (about:blank, not slowed down). A
 * visit's slowdown comes from the median of all readings so far, as Lighthouse's runs here (tests/bench/lighthouse.mjs):
 * a shared machine's speed swings from one minute to the next (2,925-3,831 within a minute here).
 */
const indices = [];
async function slowdownFor(page) {
  if (FIXED_SLOWDOWN !== undefined) return FIXED_SLOWDOWN;
  indices.push(...(await benchmarkIndex(page, { runs: indices.length ? 1 : 3 })));
  return cpuSlowdownFor(middleOf(indices));
}

async function visit(browser, base) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const slowdown = await slowdownFor(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId)
          w.__interactions.push({
            name: entry.name,
            duration: entry.duration,
            // Event Timing's three parts of an interaction: waiting for the main thread, the event handlers, and
            // from their end to the next paint (rendering and the work queued before it).
            inputDelay: entry.processingStart - entry.startTime,
            handlers: entry.processingEnd - entry.processingStart,
            paint: entry.startTime + entry.duration - entry.processingEnd,
          });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  });
  await page.goto(base + PRODUCT, { waitUntil: 'load' });
  // The page is driven through page.evaluate only, never a Playwright locator or waitForFunction: a locator loads
  // Playwright's injected script, which listens to every pointer event on the window (its hit-target checks), and
  // those listeners ran inside the tap's pointerdown, 2-5 ms at 4x CPU that no shopper's tap has.
  const box = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const find = () =>
          [...document.querySelectorAll('main button')].find((b) => b.textContent?.trim() === 'Add to cart');
        const poll = () => {
          const button = find();
          // Hydrated: React's handlers are attached.
          if (!button || !Object.keys(button).some((key) => key.startsWith('__reactProps')))
            return void setTimeout(poll, 50);
          // In the middle of the screen, as a shopper sees the button they tap. Left where Playwright's tap scrolls
          // it, the button sat on the bottom edge (14 of its 48 px on screen at 390x844): its press and "Adding..."
          // were drawn off screen, so Event Timing waited for the next change on screen (the cart's answer,
          // 500-900 ms later).
          button.scrollIntoView({ block: 'center' });
          setTimeout(() => {
            const { x, y, width, height } = button.getBoundingClientRect();
            resolve({ x, y, width, height });
          }, 500);
        };
        poll();
      }),
  );
  const tap = async (count) => {
    // Resolves when the header's cart badge says `count`, and 300 ms later (the interaction's paint is in).
    const answered = page.evaluate(
      (count) =>
        new Promise((resolve) => {
          const w = /** @type {any} */ (window);
          w.__interactions = [];
          w.__badgeAt = undefined;
          document.addEventListener('pointerdown', () => (w.__tapAt = performance.now()), {
            capture: true,
            once: true,
          });
          const badge = () =>
            document.querySelector('header button[aria-label^="Cart"]')?.getAttribute('aria-label') ?? '';
          new MutationObserver((_, observer) => {
            if (new RegExp(`\\b${count}\\b`).test(badge())) {
              w.__badgeAt = performance.now();
              observer.disconnect();
              setTimeout(resolve, 300);
            }
            // The header alone, and only the names of its controls: watching the whole page ran this callback, and
            // its query, on every change the tap made ("Adding...", the spinner), inside the tap's own events.
          }).observe(/** @type {Element} */ (document.querySelector('header')), {
            subtree: true,
            childList: true,
            attributes: true,
            attributeFilter: ['aria-label'],
          });
        }),
      count,
    );
    // A bare touch at the button's centre: Playwright's own tap() first checks its target with listeners in the page,
    // which ran inside the pointerdown's dispatch (about a tenth of its task at 4x CPU), work no shopper's tap has.
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    let timer;
    await Promise.race([
      answered,
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`The cart badge did not say ${count} within 30 s.`)),
          30_000,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    return page.evaluate(() => {
      const w = /** @type {any} */ (window);
      // The interaction is its longest event (as INP takes it); its parts are that event's.
      const longest = w.__interactions.reduce((a, b) => (b.duration > a.duration ? b : a), {
        name: '',
        duration: 0,
        inputDelay: 0,
        handlers: 0,
        paint: 0,
      });
      return {
        interactionMs: longest.duration,
        inputDelayMs: longest.inputDelay,
        handlersMs: longest.handlers,
        paintMs: longest.paint,
        event: longest.name,
        badgeMs: w.__badgeAt - w.__tapAt,
      };
    });
  };
  // The first tap of a visit also starts the cart (spec: the store starts on the shopper's first action).
  const first = await tap(1);
  const second = await tap(2);
  await context.close();
  return { first, second, slowdown };
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], worst: sorted.at(-1) };
};

const port = await freePort();
const shop = await startShop(port, { NODE_ENV: 'production' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, `http://127.0.0.1:${port}`));
  const slowdowns = runs.map((r) => `${r.slowdown}x`).join(', ');
  const cpu =
    FIXED_SLOWDOWN === undefined
      ? `CPU slowed to a mid-tier phone's (index ${MID_TIER_PHONE_INDEX}) from this machine's index ` +
        `${middleOf(indices)} (median of ${indices.join(', ')}): ${slowdowns}`
      : `CPU ${FIXED_SLOWDOWN}x slower (fixed)`;
  console.log(`Add to cart on ${PRODUCT}, 390 px, ${RUNS} fresh visits, ${cpu}:`);
  const report = { benchmarkIndices: indices, slowdowns: runs.map((r) => r.slowdown) };
  for (const which of ['first', 'second']) {
    const interaction = stats(runs.map((r) => r[which].interactionMs));
    const badge = stats(runs.map((r) => r[which].badgeMs));
    const parts = Object.fromEntries(
      ['inputDelayMs', 'handlersMs', 'paintMs'].map((key) => [
        key,
        stats(runs.map((r) => r[which][key])).median,
      ]),
    );
    report[which] = { interaction, badge, parts };
    console.log(
      `  ${which} tap: interaction (Event Timing, as INP) median ${interaction.median.toFixed(0)} ms, ` +
        `worst ${interaction.worst.toFixed(0)} ms (medians: input delay ${parts.inputDelayMs.toFixed(0)}, ` +
        `handlers ${parts.handlersMs.toFixed(0)}, to the next paint ${parts.paintMs.toFixed(0)} ms); ` +
        `tap to badge median ${badge.median.toFixed(0)} ms, worst ${badge.worst.toFixed(0)} ms`,
    );
    for (const [i, r] of runs.entries())
      console.log(
        `    visit ${i + 1}: ${r[which].event} ${r[which].interactionMs.toFixed(0)} ms = ${r[which].inputDelayMs.toFixed(0)} + ${r[which].handlersMs.toFixed(0)} + ${r[which].paintMs.toFixed(0)}`,
      );
  }
  if (values.json) writeFileSync(values.json, JSON.stringify({ runs, ...report }, null, 2));
  if (values.budget) {
    for (const which of ['first', 'second']) {
      const { interaction, parts } = report[which];
      const ok = interaction.median <= BUDGET_MS[which];
      // A failure says what it is made of, in its own line (the test command repeats a failed layer's ✗ lines).
      const why = ok
        ? ''
        : `; input delay ${parts.inputDelayMs.toFixed(0)}, handlers ${parts.handlersMs.toFixed(0)}, ` +
          `paint ${parts.paintMs.toFixed(0)} ms; visits ${runs.map((r) => r[which].interactionMs.toFixed(0)).join(', ')} ms; ${cpu}`;
      console.log(
        `  ${ok ? '✓' : '✗'} ${which} tap median ${interaction.median.toFixed(0)} ms (budget ${BUDGET_MS[which]} ms${why})`,
      );
      if (!ok) process.exitCode = 1;
    }
  }
} finally {
  await browser.close();
  shop.kill('SIGTERM');
}
