import { describeApiError, type ApiError } from '../../domain/shared/errors';
import { useDomainText } from '../i18n/domain-text';
import { Button, FieldError } from './controls';
import { kitMessages } from './kit/messages';

/**
 * A page's data could not be loaded: why, and a way to try again. `what` is in the language on
 * screen, as the sentence says it: "your orders" → "We could not load your orders."
 */
export function LoadFailed({ error, what, retry }: { error: ApiError; what: string; retry: () => void }) {
  const t = kitMessages.useT();
  const say = useDomainText();
  return (
    <div role="alert">
      <FieldError>
        {t('load.failed', { what })} {say(describeApiError(error))}
      </FieldError>
      <Button type="button" onClick={retry} style={{ marginTop: '0.75rem' }}>
        {t('retry')}
      </Button>
    </div>
  );
}
