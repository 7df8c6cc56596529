import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ADDRESS_KIND_LABELS, addressSummary } from '../../../../domain/pharmacy/address-book';
import type { Address } from '../../../../domain/pharmacy/model';
import { describeApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, FieldError, Hint } from '../../../ui/controls';
import { Dialog } from '../../../ui/Dialog';
import { useThrottledSubmit } from '../../../ui/throttled-submit';
import { Tag } from '../../../ui/Tag';
import { useDomainText } from '../../../i18n/domain-text';
import { richText } from '../../../ui/rich-text';
import { addressesMessages } from './messages';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
    padding: 0;
  }
`;

const Choice = styled.div<{ $chosen: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  padding: 0.75rem;
  margin-bottom: 0.5rem;
  border: 2px solid ${({ theme, $chosen }) => ($chosen ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radius};
  label {
    flex: 1;
    min-width: 14rem;
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    cursor: pointer;
  }
  input {
    margin-top: 0.3rem;
    width: 1.2rem;
    height: 1.2rem;
    flex: none;
  }
  .tools {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
`;

/**
 * The delivery address of the cart: the patient's addresses as a radio group; choosing one
 * makes it the cart's address (the spec's primary cart address). Each can be edited or
 * deleted; 'Add new address' goes to the form and comes back here.
 */
export function AddressPicker({
  addresses,
  chosenId,
  product,
  onChosen,
  onDeleted,
}: {
  addresses: readonly Address[];
  chosenId: string | null;
  product: string;
  onChosen: () => void;
  onDeleted: (id: string) => void;
}) {
  const book = useUseCase(PHARMACY.AddressBook);
  const t = addressesMessages.useT();
  const say = useDomainText();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Address | null>(null);
  const removal = useThrottledSubmit();

  const choose = async (id: string) => {
    if (busy !== null) return;
    setBusy(id);
    setError(null);
    const chosen = await book.deliverTo(id);
    setBusy(null);
    if (chosen.isErr()) {
      setError(t('picker.notChosen', { reason: say(describeApiError(chosen.error)) }));
      return;
    }
    onChosen();
  };

  const remove = (address: Address) =>
    removal.run(async () => {
      setBusy(address.id);
      const removed = await book.remove(address.id);
      setBusy(null);
      if (removed.isErr()) {
        setError(t('picker.notDeleted', { reason: say(describeApiError(removed.error)) }));
        return;
      }
      setConfirming(null);
      onDeleted(address.id);
    });

  const addLink = (
    <Link to={`/${product}/add-newaddress?return=cart`} style={{ fontWeight: 600 }}>
      {t('picker.add')}
    </Link>
  );

  if (addresses.length === 0) {
    return (
      <div>
        <Hint>{t('picker.none')}</Hint>
        <p>{addLink}</p>
      </div>
    );
  }

  return (
    <div>
      <Choices aria-busy={busy !== null}>
        <legend>{t('picker.deliverTo')}</legend>
        {addresses.map((a) => (
          <Choice key={a.id} $chosen={a.id === chosenId}>
            <label>
              <input
                type="radio"
                name="delivery-address"
                value={a.id}
                checked={a.id === chosenId}
                disabled={busy !== null}
                onChange={() => void choose(a.id)}
              />
              <span>
                <strong translate="no">{a.name}</strong> <Tag>{say(ADDRESS_KIND_LABELS[a.kind])}</Tag> {a.isPrimary && <Tag $tone="success">{t('picker.primary')}</Tag>}
                <br />
                {addressSummary(a)}
                <br />
                <Hint as="span">{t('picker.mobile', { mobile: a.mobileNumber })}</Hint>
              </span>
            </label>
            <span className="tools">
              <Link to={`/${product}/add-newaddress?id=${encodeURIComponent(a.id)}&return=cart`}>
                {richText((marks) => t('picker.edit', marks), { address: <span className="visually-hidden">{t('picker.whose', { name: a.name, line1: a.line1 })}</span> })}
              </Link>
              <Button type="button" $variant="ghost" onClick={() => setConfirming(a)}>
                {richText((marks) => t('picker.delete', marks), { address: <span className="visually-hidden">{t('picker.whose', { name: a.name, line1: a.line1 })}</span> })}
              </Button>
            </span>
          </Choice>
        ))}
      </Choices>
      {busy !== null && !confirming && <p role="status">{t('picker.updating')}</p>}
      {error && <FieldError role="alert">{error}</FieldError>}
      <p>{addLink}</p>
      {confirming && (
        <Dialog title={t('delete.title')} onClose={() => setConfirming(null)}>
          <p>{t('delete.text', { name: confirming.name, address: addressSummary(confirming) })}</p>
          <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
            <Button type="button" disabled={busy !== null || removal.busy} onClick={() => remove(confirming)}>
              {t('delete.confirm')}
            </Button>
            <Button type="button" $variant="secondary" data-autofocus onClick={() => setConfirming(null)}>
              {t('delete.keep')}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
