import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describeApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, Hint } from '../../../ui/controls';
import { useThrottledSubmit } from '../../../ui/throttled-submit';
import { Status } from '../../../ui/Status';
import { useDomainText } from '../../../i18n/domain-text';
import { cartMessages } from './messages';

/** A refusal's `message` is the domain's words; without one, the cart was empty. */
type Outcome = { kind: 'sent'; email: string } | { kind: 'refused'; message: string | null; needsEmail: boolean } | null;

/**
 * The additional-discount mail trigger (spec §7): the patient asks the pharmacy for an extra
 * discount on the medicines in the cart and gets it by e-mail, once a day.
 */
export function AdditionalDiscount() {
  const t = cartMessages.useT();
  const say = useDomainText();
  const carts = useUseCase(PHARMACY.Cart);
  const { busy: sending, run } = useThrottledSubmit();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const request = () =>
    run(async () => {
      const sent = await carts.requestAdditionalDiscount();
      if (sent.isOk()) {
        setOutcome({ kind: 'sent', email: sent.value.email });
        return;
      }
      const error = sent.error;
      if (error.kind === 'in-progress') return;
      if (error.kind === 'empty-cart') {
        setOutcome({ kind: 'refused', message: null, needsEmail: false });
        return;
      }
      // The server's only refusal for a filled cart is a profile without an e-mail address.
      setOutcome({ kind: 'refused', message: describeApiError(error), needsEmail: error.kind === 'rejected' });
    });

  return (
    <div>
      <Hint id="extra-discount-hint">{t('discount.hint')}</Hint>
      <Button type="button" $variant="secondary" disabled={sending} aria-describedby="extra-discount-hint" onClick={request}>
        {sending ? t('discount.asking') : t('discount.ask')}
      </Button>
      <div aria-live="polite">
        {outcome?.kind === 'sent' && <Status>{t('discount.sent', { email: outcome.email })}</Status>}
        {outcome?.kind === 'refused' && (
          <Status $tone="error">
            {outcome.message === null ? t('discount.emptyCart') : say(outcome.message)}
            {outcome.needsEmail && (
              <>
                {' '}
                <Link to="/patient/edit-profile?field=email">{t('discount.addEmail')}</Link>
              </>
            )}
          </Status>
        )}
      </div>
    </div>
  );
}
