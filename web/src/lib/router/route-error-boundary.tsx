// Catches what a route's content throws while rendering and shows the route's errorElement with the
// error, instead of unmounting the whole app; the next location tries the content again.
import { Component, type ReactNode } from 'react';
import { RouteErrorContext } from './context';
import type { Location } from './location';

interface Props {
  /** The location rendered: a new one clears the error. */
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  location: Location;
  error?: { value: unknown };
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { location: props.location, error: undefined };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <RouteErrorContext value={this.state.error.value}>{this.props.fallback}</RouteErrorContext>;
  }
}
