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
import { Muted } from './kit';

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
      <h2 id={headingId}>Your custom package</h2>
      <Hint>
        Pick {CUSTOM_PACKAGE_MIN_TESTS} to {CUSTOM_PACKAGE_MAX_TESTS} tests with “Add to my package” and see what they cost together at each lab.
      </Hint>
      {chosen.length > 0 && (
        <ul aria-label="Tests in your custom package">
          {chosen.map((test) => (
            <li key={test.id}>
              {test.name}{' '}
              <Button type="button" $variant="ghost" aria-label={`Remove ${test.name} from your package`} onClick={() => onRemove(test.id)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button type="button" aria-disabled={!enough || state.kind === 'pricing' || undefined} onClick={() => enough && price()}>
        {state.kind === 'pricing' ? 'Comparing prices…' : 'Compare package prices'}
      </Button>
      {!enough && chosen.length > 0 && <Hint>Add at least {CUSTOM_PACKAGE_MIN_TESTS} tests.</Hint>}
      {chosen.length >= CUSTOM_PACKAGE_MAX_TESTS && <Hint>Your package is full: remove a test to add another, or look at the ready packages.</Hint>}
      {state.kind === 'failed' && <FieldError role="alert">{state.message}</FieldError>}
      {state.kind === 'priced' && (
        <>
          {stale && <Hint role="status">Your package changed: compare again for its prices.</Hint>}
          <table aria-label="Package price at each lab">
            <thead>
              <tr>
                <th scope="col">Lab</th>
                <th scope="col">Price for the package</th>
              </tr>
            </thead>
            <tbody>
              {compareLabs(state.quote.quotes, null).map((choice) => (
                <tr key={choice.quote.lab.id}>
                  <th scope="row">
                    {choice.quote.lab.name} {choice.cheapest && <strong>Lowest price</strong>}
                  </th>
                  <td>
                    {choice.offersAll ? (
                      <>
                        <strong>{rupees(choice.quote.pricePaise)}</strong> <Muted><s aria-label={`MRP ${rupees(choice.quote.mrpPaise)}`}>{rupees(choice.quote.mrpPaise)}</s></Muted>
                      </>
                    ) : (
                      <Muted>Does not do {choice.quote.missingItemIds.map((id) => names.get(id) ?? id).join(', ')}</Muted>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Hint>
            Add the tests to your cart to book them at one lab: <Link to={`/${product}/diagnostics-cart`}>your lab test cart</Link>.
          </Hint>
        </>
      )}
    </Card>
  );
}
