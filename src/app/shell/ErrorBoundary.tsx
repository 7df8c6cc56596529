import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { CUSTOMER_CARE_NUMBER } from '../../../domain/shared/constants';
import { Button } from '../../ui/controls';
import { shellMessages } from './messages';

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

interface Props {
  children: ReactNode;
  reload?: () => void;
  /** A failed page is tried again when this changes (a kept page shown again). */
  retryOn?: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  override componentDidUpdate(before: Props): void {
    if (this.state.error !== null && before.retryOn !== this.props.retryOn) this.setState({ error: null });
  }

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
  const t = shellMessages.useT();
  return (
    <Panel role="alert">
      <h1>{t(chunk ? 'error.chunk.title' : 'error.page.title')}</h1>
      <p>
        {t(chunk ? 'error.chunk.text' : 'error.page.text')}
      </p>
      <Button type="button" onClick={reload}>
        {t('error.reload')}
      </Button>
      <p>{t('error.call', { number: CUSTOMER_CARE_NUMBER })}</p>
    </Panel>
  );
}
