import { useState, type ReactNode } from 'react';
import type { Result } from 'ts-results-es';
import { describeApiError, type ApiError } from '../../domain/shared/errors';
import { useDomainText } from '../i18n/domain-text';
import { Button, FieldError } from './controls';
import { Dialog } from './Dialog';
import { Actions } from './form';
import { useThrottledSubmit } from './throttled-submit';

/**
 * Asks before something is undone for good (a family member removed, a travel companion): the
 * question and what follows from it, the action sent once however often it is pressed, a refusal
 * or failure said in the dialog, and Keep where the cursor starts.
 */
export function ConfirmDialog({
  title,
  children,
  confirm,
  busy,
  keep,
  failed,
  act,
  onDone,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirm: string;
  busy: string;
  keep: string;
  /** The dialog's sentence for a failure, with the reason the server or the network gave. */
  failed: (reason: string) => string;
  act: () => Promise<Result<unknown, ApiError | { kind: 'in-progress' }>>;
  onDone: () => void;
  onClose: () => void;
}) {
  const say = useDomainText();
  const action = useThrottledSubmit();
  const [error, setError] = useState<ApiError | null>(null);
  const run = () =>
    action.run(async () => {
      setError(null);
      const done = await act();
      if (done.isOk()) {
        onDone();
        return 'keep-busy';
      }
      if (done.error.kind !== 'in-progress') setError(done.error);
    });
  return (
    <Dialog title={title} onClose={onClose}>
      {children}
      {error && <FieldError role="alert">{failed(say(describeApiError(error)))}</FieldError>}
      <Actions>
        <Button type="button" disabled={action.busy} onClick={run}>
          {action.busy ? busy : confirm}
        </Button>
        <Button type="button" $variant="secondary" data-autofocus onClick={onClose}>
          {keep}
        </Button>
      </Actions>
    </Dialog>
  );
}
