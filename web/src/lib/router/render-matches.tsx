// The element tree of a router state: each matched route's content, the route inside it as its
// outlet, a route with an errorElement (and the outermost) behind an error boundary, and a failed
// load's error shown by the errorElement its router chose.
import { createElement, type ReactNode } from 'react';
import { RouteContext, RouteErrorContext } from './context';
import { DefaultRouteError } from './default-route-error';
import { routeContent } from './lazy-route';
import { RouteErrorBoundary } from './route-error-boundary';
import type { RouteMatch } from './route-object';
import type { RouterState } from './router';

function content(match: RouteMatch, outlet: ReactNode): ReactNode {
  const { Component, element } = routeContent(match.route);
  if (Component) return createElement(Component);
  return element ?? outlet;
}

export function renderMatches({ location, matches, failure }: RouterState): ReactNode {
  if (matches.length === 0) {
    return failure ? <RouteErrorContext value={failure.error}>{<DefaultRouteError />}</RouteErrorContext> : null;
  }
  const last = failure ? failure.index : matches.length - 1;
  let outlet: ReactNode = null;
  for (let index = last; index >= 0; index--) {
    const match = matches[index];
    if (!match) continue;
    const errorElement = match.route.errorElement ?? <DefaultRouteError />;
    const shown =
      failure && index === failure.index ? (
        <RouteErrorContext value={failure.error}>{errorElement}</RouteErrorContext>
      ) : (
        content(match, outlet)
      );
    let rendered: ReactNode = <RouteContext value={{ params: match.params, outlet }}>{shown}</RouteContext>;
    if (match.route.errorElement !== undefined || index === 0) {
      rendered = (
        <RouteErrorBoundary location={location} fallback={errorElement}>
          {rendered}
        </RouteErrorBoundary>
      );
    }
    outlet = rendered;
  }
  return outlet;
}
