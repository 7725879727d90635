import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** Spec 2: the footer's code loads only when its place scrolls into view. */
export function LazyFooter() {
  const sentinel = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={sentinel}>
      {visible && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}
