import { useEffect, useState } from 'react';
import type { EditableProfile } from '../../../domain/account/profile-editing';
import type { ApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';

export type EditableState = { kind: 'loading' } | { kind: 'ready'; editable: EditableProfile } | { kind: 'failed'; error: ApiError };

/** The saved profile and notification choices the profile form starts from, with a retry. */
export function useEditableProfile(): { state: EditableState; retry: () => void } {
  const editing = useUseCase(TOKENS.ProfileEditing);
  const [state, setState] = useState<EditableState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void editing.load().then((result) => {
      if (!live) return;
      setState(result.isOk() ? { kind: 'ready', editable: result.value } : { kind: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [editing, attempt]);

  return {
    state,
    retry: () => {
      setState({ kind: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
