import { useDomainText } from '../i18n/domain-text';
import { TextField } from './form';
import { kitMessages } from './kit/messages';
import type { BoundField } from './use-form';
import type { Place, usePincodeLookup } from './use-pincode-lookup';

/**
 * The pincode field of a form that fills its city and state from it (usePincodeLookup), with the
 * lookup's progress read out under it: looking, found (in the caller's words), or why not.
 */
export function PincodeField({
  bound,
  hint,
  lookup,
  found,
}: {
  bound: BoundField;
  hint: string;
  lookup: ReturnType<typeof usePincodeLookup>;
  found: (place: Place) => string;
}) {
  const t = kitMessages.useT();
  const say = useDomainText();
  const state = lookup.lookup;
  const status =
    state.kind === 'looking'
      ? t('pincode.looking', { pincode: state.pincode })
      : state.kind === 'found'
        ? found(state.place)
        : state.kind === 'failed'
          ? say(state.message)
          : '';
  return (
    <>
      <TextField
        label={t('pincode.label')}
        hint={hint}
        {...bound}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={7}
        onChange={(e) => {
          bound.onChange(e);
          lookup.onChange(e.target.value);
        }}
        onBlur={() => {
          bound.onBlur();
          lookup.onLeave(bound.value);
        }}
      />
      <p role="status" aria-live="polite" style={{ margin: '-0.5rem 0 1rem', minHeight: '1.5em', color: state.kind === 'failed' ? '#b3261e' : undefined }}>
        {status}
      </p>
    </>
  );
}
