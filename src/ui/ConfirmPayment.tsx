import { useState } from 'react';
import type { Result } from 'ts-results-es';
import { describePaymentFailure, type PaymentFailure } from '../../domain/payments/checkout';
import { Button, FieldError, Hint } from './controls';
import { useThrottledSubmit } from './throttled-submit';
import { useDomainText } from '../i18n/domain-text';
import { kitMessages } from './kit/messages';

type Confirming = { kind: 'idle' } | { kind: 'confirming' } | { kind: 'failed'; message: string };

export interface ConfirmPaymentProps<T> {
  /** What was paid for, as in 'We received your payment for this order', in the language on screen. */
  subject: string;
  /** Retries the confirmation with the kept payment (the use-case's confirmPayment). */
  confirm: () => Promise<Result<T, PaymentFailure>>;
  onConfirmed: (confirmed: T) => void;
  /** What the payment that was just taken said, shown until Confirm payment is pressed. */
  failure?: string | null;
  /** Stretch the button across its column, as the Pay button it stands in for. */
  wide?: boolean;
}

/**
 * The action for a payment the gateway took whose confirmation did not reach our server
 * (kept by the checkout across reloads): Confirm payment retries with the same payment, so the
 * patient is never charged twice. Medicine orders, lab-test orders and consultation bookings
 * show it in place of Pay.
 */
export function ConfirmPayment<T>({ subject, confirm, onConfirmed, failure = null, wide = false }: ConfirmPaymentProps<T>) {
  const t = kitMessages.useT();
  const say = useDomainText();
  const [state, setState] = useState<Confirming>({ kind: 'idle' });
  const { run } = useThrottledSubmit();
  const message = state.kind === 'failed' ? state.message : state.kind === 'idle' ? failure : null;

  const press = () =>
    run(async () => {
      setState({ kind: 'confirming' });
      const confirmed = await confirm();
      if (confirmed.isOk()) {
        setState({ kind: 'idle' });
        onConfirmed(confirmed.value);
        return;
      }
      // A confirmation already under way answers for itself.
      if (confirmed.error.kind === 'already-paying') return;
      setState({ kind: 'failed', message: describePaymentFailure(confirmed.error) });
    });

  return (
    <div style={{ marginTop: '1rem' }}>
      {message ? (
        <FieldError role="alert" style={{ marginBottom: '0.75rem' }}>
          {say(message)}
        </FieldError>
      ) : (
        <Hint style={{ marginBottom: '0.75rem' }}>
          {t('payment.waiting', { subject })} {t('payment.doNotPayAgain')}
        </Hint>
      )}
      <Button
        type="button"
        style={wide ? { width: '100%' } : undefined}
        aria-disabled={state.kind === 'confirming' || undefined}
        onClick={press}
      >
        {state.kind === 'confirming' ? t('payment.confirming') : t('payment.confirm')}
      </Button>
    </div>
  );
}
