import type { CSSProperties } from 'react';
import { validateCouponForm } from '../../domain/payments/coupon-code';
import { Button } from './controls';
import { TextField } from './form';
import { kitMessages } from './kit/messages';
import { useForm } from './use-form';

/**
 * The coupon box of a quote (a consultation's booking summary, a plan's bill): the code applied
 * is a new quote, which says whether it applies (`refusal`, shown at the field). `initial` is a
 * coupon the patient already chose, on the Offers page say.
 */
export function QuoteCouponForm({ initial, refusal, onApply, style }: { initial: string | null; refusal: string | null; onApply: (code: string | null) => void; style?: CSSProperties }) {
  const t = kitMessages.useT();
  const { formRef, field, onSubmit } = useForm({
    initial: { coupon: initial ?? '' },
    validate: validateCouponForm,
    submit: async (code) => onApply(code),
  });
  const box = field('coupon');
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate style={style}>
      <TextField label={t('coupon.code')} {...box} error={refusal ?? box.error} autoComplete="off" />
      <Button type="submit" $variant="secondary">
        {t('coupon.apply')}
      </Button>
    </form>
  );
}
