// What a visitor sees when a page's code failed to load (or crashed): a clear message and a way
// to try again, never a blank page.
import { useRouteError } from '@/lib/router';
import { Button } from '@/components/button';
import { useLang } from '@/lib/i18n';
import { words } from './words';

export function RouteError() {
  const error = useRouteError();
  // The browser's error message is English: a French page does not show it (every word in French).
  const detail = useLang() === 'en' && error instanceof Error ? error.message : undefined;
  return (
    <section className="container route-error" role="alert">
      <h1>{words.pageNotLoaded}</h1>
      <p>
        {words.checkConnection}
        {detail ? ` (${detail})` : ''}
      </p>
      <Button
        type="button"
        onClick={() => {
          window.location.reload();
        }}
      >
        {words.tryAgain}
      </Button>
    </section>
  );
}
