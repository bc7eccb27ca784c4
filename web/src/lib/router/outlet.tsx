// Where a framing route (the layout) shows the route inside it.
import { use } from 'react';
import { RouteContext } from './context';

export function Outlet() {
  return use(RouteContext).outlet;
}
