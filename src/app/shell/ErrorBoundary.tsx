import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { CUSTOMER_CARE_NUMBER } from '../../../domain/shared/constants';
import { Button } from '../../ui/controls';

const Panel = styled.div`
  max-width: 560px;
  margin: 4rem auto;
  padding: 2rem;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colours.border};
  text-align: center;
`;

/** A deploy replaces hashed chunks; a tab opened before it fails to load the new page. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Loading chunk/i.test(message);
}

interface State {
  error: unknown;
}

export class ErrorBoundary extends Component<{ children: ReactNode; reload?: () => void }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorPanel error={this.state.error} reload={this.props.reload} />;
  }
}

/** What a person sees when a page fails: what happened and one button that fixes most cases. */
export function ErrorPanel({ error, reload = () => window.location.reload() }: { error: unknown; reload?: () => void }) {
  const chunk = isChunkLoadError(error);
  return (
    <Panel role="alert">
      <h1>{chunk ? 'This page could not be loaded' : 'Something went wrong'}</h1>
      <p>
        {chunk
          ? 'A newer version of the app may be available, or your connection dropped. Reloading usually fixes it.'
          : 'We could not show this page. Reload to try again; nothing you saved is lost.'}
      </p>
      <Button type="button" onClick={reload}>
        Reload
      </Button>
      <p>
        Still stuck? Call {CUSTOMER_CARE_NUMBER}.
      </p>
    </Panel>
  );
}
