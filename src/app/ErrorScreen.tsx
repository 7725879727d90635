import { Link, useLocation, type ErrorComponentProps } from '@tanstack/react-router';

/** Spec 2: 'Error {statusCode}', the message or a default, and a way home. */
export function ErrorPage({ statusCode = 404, message }: { statusCode?: number; message?: string }) {
  return (
    <section>
      <h1>Error {statusCode}</h1>
      <p>{message ?? 'An unexpected error occurred.'}</p>
      <Link to="/">Go back to Home</Link>
    </section>
  );
}

export function NotFoundScreen() {
  const { pathname } = useLocation();
  return <ErrorPage statusCode={404} message={`Page not found: ${pathname}`} />;
}

export function ErrorScreen({ error }: ErrorComponentProps) {
  return <ErrorPage statusCode={500} message={error instanceof Error ? error.message : undefined} />;
}
