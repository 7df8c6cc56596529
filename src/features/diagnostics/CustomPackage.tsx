import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CustomPackageQuote } from '../../../domain/diagnostics/model';
import { CUSTOM_PACKAGE_MAX_TESTS, CUSTOM_PACKAGE_MIN_TESTS, type PackagePick } from '../../../domain/diagnostics/packages';
import { compareLabs } from '../../../domain/diagnostics/rules';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Button, Card, FieldError, Hint } from '../../ui/controls';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { rupees } from '../../ui/price';
import { useDomainText } from '../../i18n/domain-text';
import { Muted, rich } from './kit';
import { diagnosticsMessages } from './messages';

type PriceState = { kind: 'idle' } | { kind: 'pricing' } | { kind: 'failed'; message: string } | { kind: 'priced'; quote: CustomPackageQuote };

/**
 * GET custom packages: the tests the patient picked, priced together at every lab of the
 * collection pincode's city, cheapest complete lab first.
 */
export function CustomPackage({ chosen, product, onRemove }: { chosen: readonly PackagePick[]; product: string; onRemove: (id: string) => void }) {
  const offers = useUseCase(DIAGNOSTICS.LabOffers);
  const [state, setState] = useState<PriceState>({ kind: 'idle' });
  const { run } = useThrottledSubmit();
  const headingId = useId();
  const enough = chosen.length >= CUSTOM_PACKAGE_MIN_TESTS;
  const t = diagnosticsMessages.useT();
  const say = useDomainText();

  const price = () =>
    run(async () => {
      setState({ kind: 'pricing' });
      const priced = await offers.customPackage(chosen.map((test) => test.id));
      if (priced.isOk()) setState({ kind: 'priced', quote: priced.value });
      else setState({ kind: 'failed', message: priced.error.kind === 'invalid' || priced.error.kind === 'zipcode-needed' ? priced.error.message : describeApiError(priced.error) });
    });
  const names = new Map(chosen.map((test) => [test.id, test.name]));
  const shownIds = state.kind === 'priced' ? state.quote.tests.map((test) => test.id).join(',') : '';
  const stale = state.kind === 'priced' && shownIds !== chosen.map((test) => test.id).join(',');

  return (
    <Card aria-labelledby={headingId} style={{ marginTop: '1rem' }}>
      <h2 id={headingId}>{t('package.title')}</h2>
      <Hint>{t('package.hint', { min: CUSTOM_PACKAGE_MIN_TESTS, max: CUSTOM_PACKAGE_MAX_TESTS })}</Hint>
      {chosen.length > 0 && (
        <ul aria-label={t('package.tests')}>
          {chosen.map((test) => (
            <li key={test.id}>
              {test.name}{' '}
              <Button type="button" $variant="ghost" aria-label={t('package.remove', { name: test.name })} onClick={() => onRemove(test.id)}>
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button type="button" aria-disabled={!enough || state.kind === 'pricing' || undefined} onClick={() => enough && price()}>
        {state.kind === 'pricing' ? t('package.comparing') : t('package.compare')}
      </Button>
      {!enough && chosen.length > 0 && <Hint>{t('package.atLeast', { min: CUSTOM_PACKAGE_MIN_TESTS })}</Hint>}
      {chosen.length >= CUSTOM_PACKAGE_MAX_TESTS && <Hint>{t('package.full')}</Hint>}
      {state.kind === 'failed' && <FieldError role="alert">{say(state.message)}</FieldError>}
      {state.kind === 'priced' && (
        <>
          {stale && <Hint role="status">{t('package.stale')}</Hint>}
          <table aria-label={t('package.table')}>
            <thead>
              <tr>
                <th scope="col">{t('lab')}</th>
                <th scope="col">{t('package.priceColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {compareLabs(state.quote.quotes, null).map((choice) => (
                <tr key={choice.quote.lab.id}>
                  <th scope="row">
                    {choice.quote.lab.name} {choice.cheapest && <strong>{t('package.lowest')}</strong>}
                  </th>
                  <td>
                    {choice.offersAll ? (
                      <>
                        <strong>{rupees(choice.quote.pricePaise)}</strong> <Muted><s aria-label={t('mrp', { price: rupees(choice.quote.mrpPaise) })}>{rupees(choice.quote.mrpPaise)}</s></Muted>
                      </>
                    ) : (
                      <Muted>{t('package.missing', { tests: choice.quote.missingItemIds.map((id) => names.get(id) ?? id).join(', ') })}</Muted>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Hint>{rich(t, 'package.toCart', {}, { link: <Link to={`/${product}/diagnostics-cart`}>{t('package.cartLink')}</Link> })}</Hint>
        </>
      )}
    </Card>
  );
}
