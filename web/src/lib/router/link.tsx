// A link to a page of the site: a real `<a href>` (basename included), followed in the app on a
// plain left click. Any other way of following it (a modifier key, another button, a target, a
// download, an address outside the site) is left to the browser.
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useRouterContext } from './hooks';
import { createPath, resolveTo } from './location';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** A site path (`/about`), `?query` or `#hash`; an absolute URL (`https:`, `mailto:`, `//host`) is a plain link. */
  to: string;
  /** Replace the current history entry; by default only when the link leads where the visitor already is. */
  replace?: boolean;
}

/** `https://…`, `mailto:…`, `//host/…`: not a path of this site. */
export function isExternal(to: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);
}

function isModified(event: MouseEvent): boolean {
  return event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { router, location } = useRouterContext();
  const external = isExternal(to);
  const href = external ? to : router.createHref(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || isModified(event)) return;
    if (external || (target !== undefined && target !== '_self') || rest.download !== undefined) return;
    event.preventDefault();
    const same = createPath(resolveTo(to, location)) === createPath(location);
    void router.navigate(to, { replace: replace ?? same });
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}
