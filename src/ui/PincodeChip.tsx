import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Observable } from 'rxjs';
import type { Result } from 'ts-results-es';
import styled from 'styled-components';
import type { Pincode } from '../../domain/shared/pincode';
import { useObservable, useUseCase } from '../app/di';
import { PHARMACY } from '../app/modules/pharmacy/tokens';
import { Button, FieldError } from './controls';
import { LocationIcon } from './icons';
import { useDomainText } from '../i18n/domain-text';
import { kitMessages } from './kit/messages';
import { richText } from './rich-text';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const Chip = styled.p`
  margin: 0;
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  padding: 0.2rem 0.25rem 0.2rem 0.9rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colours.primarySoft};
  color: ${({ theme }) => theme.colours.primaryDark};
  button {
    min-height: 40px;
    padding: 0.25rem 0.75rem;
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem;
  label {
    font-weight: 600;
    width: 100%;
  }
  input {
    min-height: 44px;
    width: 9rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colours.error};
  }
  p {
    width: 100%;
  }
`;

/** A kept pincode the chip shows and changes: DeliveryPincode, or lab tests' CollectionZipcode. */
export interface KeptPincode {
  readonly current: Pincode | null;
  change(input: string): Result<Pincode, string>;
}

/** The chip's words, in the language on screen: medicine delivery by default; lab tests say where the sample is collected. */
export interface PincodeWords {
  /** 'Deliver to' */
  at: string;
  /** 'No delivery pincode yet' */
  none: string;
  /** The field's label: 'Delivery pincode' */
  field: string;
  /** Completes the button for screen readers, where the language puts it: 'Change delivery pincode', 'Add pincode for delivery'. */
  change: string;
  add: string;
}


/**
 * 'Deliver to 560001' with a way to change it. The pincode is checked (6 digits, not
 * starting with 0) and kept through DeliveryPincode (or the `kept` pincode given, with its
 * `pincode$`); `onChange` lets the page ask again for what depends on it.
 */
export function PincodeChip({
  onChange,
  kept,
  words: given,
}: {
  onChange?: (pincode: Pincode) => void;
  kept?: { pincode: KeptPincode; pincode$: Observable<Pincode | null> };
  words?: PincodeWords;
}) {
  const t = kitMessages.useT();
  const say = useDomainText();
  const words: PincodeWords = given ?? {
    at: t('pincode.deliverTo'),
    none: t('pincode.none'),
    field: t('pincode.field'),
    change: t('pincode.changeWhat'),
    add: t('pincode.addWhat'),
  };
  const deliveryPincode = useUseCase(PHARMACY.DeliveryPincode);
  const delivery: KeptPincode = kept?.pincode ?? deliveryPincode;
  const pincode = useObservable(kept?.pincode$ ?? deliveryPincode.pincode$, delivery.current);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const inputId = useId();
  const errorId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open) {
      inputRef.current?.focus();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      toggleRef.current?.focus();
    }
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = delivery.change(value);
    if (changed.isErr()) {
      setError(changed.error);
      inputRef.current?.focus();
      return;
    }
    close();
    if (changed.value !== pincode) onChange?.(changed.value);
  };

  return (
    <Wrap>
      <Chip>
        <LocationIcon />
        <span>{pincode ? <>{words.at} <strong>{pincode}</strong></> : words.none}</span>
        <Button
          ref={toggleRef}
          type="button"
          $variant="ghost"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => {
            if (open) {
              close();
              return;
            }
            setValue(pincode ?? '');
            setOpen(true);
          }}
        >
          {richText((parts) => t('pincode.button', parts), {
            action: pincode ? t('pincode.change') : t('pincode.add'),
            what: <span className="visually-hidden">{pincode ? words.change : words.add}</span>,
          })}
        </Button>
      </Chip>
      {open && (
        <Form id={formId} noValidate onSubmit={submit}>
          <label htmlFor={inputId}>{words.field}</label>
          <input
            ref={inputRef}
            id={inputId}
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            value={value}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close();
              }
            }}
          />
          <Button type="submit">{t('save')}</Button>
          <Button type="button" $variant="ghost" onClick={close}>
            {t('cancel')}
          </Button>
          {error && (
            <FieldError id={errorId} role="alert">
              {say(error)}
            </FieldError>
          )}
        </Form>
      )}
    </Wrap>
  );
}
