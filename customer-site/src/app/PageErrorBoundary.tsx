import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/index.ts';

interface State {
  failed: boolean;
}

/** Keeps the header, menus and footer when a page throws while rendering; the shell remounts it per route. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[page] render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container page narrow">
        <h1>{t.common.error}</h1>
        <p className="alert alert-danger" role="alert">
          {t.common.tryAgain}
        </p>
        <a href="/" className="btn btn-secondary">
          {t.common.goHome}
        </a>
      </div>
    );
  }
}
