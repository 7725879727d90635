import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/ui/afterNextPaint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves in a task after the next animation frame, not within the current one', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let done = false;
    void afterNextPaint(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    // No frame yet: the work after the paint waits.
    expect(done).toBe(false);
    frames.shift()?.(0);
    // The frame's callback runs before the paint; the work runs in a task after it.
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('resolves after the fallback when no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let done = false;
    void afterNextPaint(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
