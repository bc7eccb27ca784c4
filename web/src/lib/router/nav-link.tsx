// A menu link that says which page is the current one: `aria-current="page"` while the location is
// its path (with `end`, exactly; without, also any path below it). Paths compare without regard to
// case, as routes match.
import { useLocation } from './hooks';
import { Link, type LinkProps } from './link';
import { parsePath } from './location';

export interface NavLinkProps extends LinkProps {
  /** Current only on exactly its path, not on the paths below it. */
  end?: boolean;
}

export function isCurrentPath(linkPath: string, pathname: string, end: boolean): boolean {
  const target = linkPath.toLowerCase();
  const here = pathname.toLowerCase();
  if (here === target) return true;
  if (end) return false;
  const prefix = target.endsWith('/') ? target : `${target}/`;
  return here.startsWith(prefix);
}

export function NavLink({ end = false, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const current = isCurrentPath(parsePath(props.to).pathname, pathname, end);
  return <Link aria-current={current ? 'page' : undefined} {...props} />;
}
