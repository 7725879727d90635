import { Component, Suspense, type ReactNode } from 'react';
import { Spinner } from './Spinner';
import * as styles from './page.css';

class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A spinner while `children` suspend on their query, and `error` instead of them when the query fails. */
export function QueryBoundary({ error, children }: { error: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={error}>
      <Suspense fallback={<Centered />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** The loading spinner, centred in its panel. */
export function Centered() {
  return (
    <div className={styles.center}>
      <Spinner />
    </div>
  );
}
