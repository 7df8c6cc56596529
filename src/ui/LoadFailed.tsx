import { describeApiError, type ApiError } from '../../domain/shared/errors';
import { Button, FieldError } from './controls';

/** A page's data could not be loaded: why, and a way to try again. */
export function LoadFailed({ error, what, retry }: { error: ApiError; what: string; retry: () => void }) {
  return (
    <div role="alert">
      <FieldError>
        We could not load {what}. {describeApiError(error)}
      </FieldError>
      <Button type="button" onClick={retry} style={{ marginTop: '0.75rem' }}>
        Try again
      </Button>
    </div>
  );
}
