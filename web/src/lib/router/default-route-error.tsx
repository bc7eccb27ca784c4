// What a failed route shows when no route around it has an errorElement: the error's message, so a
// mistake in the route table shows up plainly instead of as a blank page.
import { useRouteError } from './hooks';

export function DefaultRouteError() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? error.message : String(error)}</p>;
}
