import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from './RouteErrorScreen';

interface Props {
  /** The address shown: moving to another page clears the error, as the data router's errorElement did. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string | null;
}

/** Catches what a route throws while rendering (a screen's chunk that fails to load, a bug) and shows RouteErrorScreen. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.pathname === props.pathname) return null;
    // The error belongs to the page it happened on.
    return { pathname: props.pathname, error: state.pathname === null ? state.error : null };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorScreen error={this.state.error} />;
  }
}
