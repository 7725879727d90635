import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import * as styles from './LoadingBar.css';

/** Spec 9: duration 2000 ms, throttle 200 ms, hide delay 500 ms, reset 400 ms, height 3 px. */
const LOADING_BAR = { duration: 2000, throttle: 200, hideDelay: 500, reset: 400, height: 3 } as const;

type Phase = { progress: number; visible: boolean; animate: boolean };
const idle: Phase = { progress: 0, visible: false, animate: false };

/**
 * A thin progress bar for route transitions. Quick transitions (under the throttle) never show it;
 * slow ones creep toward 90% over the duration, then fill, fade after the hide delay and reset.
 */
export function LoadingBar() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  const [phase, setPhase] = useState<Phase>(idle);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));
    timers.current.forEach(clearTimeout);
    timers.current = [];
    if (loading) {
      later(() => {
        setPhase({ progress: 0, visible: true, animate: false });
        later(() => setPhase({ progress: 90, visible: true, animate: true }), 16);
      }, LOADING_BAR.throttle);
    } else {
      later(() => setPhase((p) => (p.visible ? { progress: 100, visible: true, animate: true } : p)), 0);
      later(() => setPhase((p) => ({ ...p, visible: false })), LOADING_BAR.hideDelay);
      later(() => setPhase(idle), LOADING_BAR.hideDelay + LOADING_BAR.reset);
    }
    return () => timers.current.forEach(clearTimeout);
  }, [loading]);

  return (
    <div
      aria-hidden="true"
      className={styles.bar}
      style={{
        height: LOADING_BAR.height,
        opacity: phase.visible ? 1 : 0,
        transform: `scaleX(${phase.progress / 100})`,
        transitionDuration: phase.animate
          ? `${phase.progress === 100 ? 200 : LOADING_BAR.duration}ms, 400ms`
          : '0ms',
      }}
    />
  );
}
