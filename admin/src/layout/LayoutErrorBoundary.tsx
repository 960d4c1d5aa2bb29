import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorView } from 'react-admin';

interface State {
  error?: Error;
  info?: ErrorInfo;
}

/**
 * What react-admin's Layout does around a page: an error while rendering it shows react-admin's error page
 * (which clears it again when the location changes), the layout around it stays.
 */
export class LayoutErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(_error: Error, info: ErrorInfo): void {
    this.setState({ info });
  }

  private reset = () => this.setState({ error: undefined, info: undefined });

  override render() {
    const { error, info } = this.state;
    return error ? <ErrorView error={error} errorInfo={info} resetErrorBoundary={this.reset} /> : this.props.children;
  }
}
