// What a visitor sees when a page's code failed to load (or crashed): a clear message and a way
// to try again, never a blank page.
import { useRouteError } from 'react-router';
import { Button } from '@/components/button';

export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <section className="container route-error" role="alert">
      <h1>This page could not be loaded</h1>
      <p>Please check your connection and try again.{detail ? ` (${detail})` : ''}</p>
      <Button
        type="button"
        onClick={() => {
          window.location.reload();
        }}
      >
        Try again
      </Button>
    </section>
  );
}
