import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { branchesByLab, ZIPCODE_FOR_LABS } from '../../../domain/diagnostics/labs';
import { distanceText } from '../../../domain/places/rules';
import type { LabBranch } from '../../../domain/diagnostics/model';
import { describeApiError } from '../../../domain/shared/errors';
import { useObservable, useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Button, Card, Field, FieldError, Hint, PageTitle } from '../../ui/controls';
import { useQuery } from '../../ui/use-query';
import { useDomainText } from '../../i18n/domain-text';
import { AccreditationBadges, List, Muted, ZipcodeChip } from './kit';
import { diagnosticsMessages } from './messages';

const Centre = styled(Card)`
  display: grid;
  gap: 0.25rem;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

function BranchCard({ branch }: { branch: LabBranch }) {
  const t = diagnosticsMessages.useT();
  const say = useDomainText();
  return (
    <Centre as="li">
      <h3>
        <Link to={`/mdiagnostic/diagnosticIndivdual?id=${encodeURIComponent(branch.id)}`} translate="no">{branch.name}</Link>
      </h3>
      <span>
        <AccreditationBadges accreditations={branch.lab.accreditations} /> {branch.distanceKm !== null && <Muted>{say(distanceText(branch.distanceKm))}</Muted>}
      </span>
      <span>{branch.address}</span>
      <Muted>{branch.timings}</Muted>
      {branch.homeCollection && <Muted>{t('labs.homeCollection')}</Muted>}
    </Centre>
  );
}

type LabSearchState = { kind: 'idle' } | { kind: 'searching' } | { kind: 'invalid'; message: string } | { kind: 'failed'; message: string } | { kind: 'found'; q: string; branches: LabBranch[] };

/** POST lab search: a centre by lab, locality or pincode, in any city we collect in. */
function LabSearch() {
  const offers = useUseCase(DIAGNOSTICS.LabOffers);
  const [text, setText] = useState('');
  const [state, setState] = useState<LabSearchState>({ kind: 'idle' });
  const inputId = useId();
  const errorId = useId();
  const t = diagnosticsMessages.useT();
  const say = useDomainText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'searching') return;
    setState({ kind: 'searching' });
    const found = await offers.searchLabs(text);
    if (found.isOk()) setState({ kind: 'found', q: text.trim(), branches: found.value });
    else setState(found.error.kind === 'invalid' ? { kind: 'invalid', message: found.error.message } : { kind: 'failed', message: describeApiError(found.error) });
  };

  return (
    <section aria-label={t('labs.search')} style={{ marginBottom: '1.5rem' }}>
      <form role="search" onSubmit={(event) => void submit(event)}>
        <Field>
          <label htmlFor={inputId}>{t('labs.searchField')}</label>
          <input
            id={inputId}
            type="search"
            value={text}
            autoComplete="off"
            placeholder={t('labs.searchPlaceholder')}
            aria-invalid={state.kind === 'invalid' || undefined}
            aria-describedby={state.kind === 'invalid' ? errorId : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {state.kind === 'invalid' && <FieldError id={errorId}>{say(state.message)}</FieldError>}
        </Field>
        <Button type="submit" aria-disabled={state.kind === 'searching' || undefined}>
          {state.kind === 'searching' ? t('labs.searching') : t('labs.search')}
        </Button>
      </form>
      {state.kind === 'failed' && <FieldError role="alert">{t('labs.searchFailed', { reason: say(state.message) })}</FieldError>}
      {state.kind === 'found' && (
        <>
          <p role="status">{state.branches.length === 0 ? t('labs.noMatch', { text: state.q }) : t('labs.matches', { count: state.branches.length, text: state.q })}</p>
          <List aria-label={t('labs.matching')}>
            {state.branches.map((branch) => (
              <BranchCard key={branch.id} branch={branch} />
            ))}
          </List>
        </>
      )}
    </section>
  );
}

/**
 * /mdiagnostic/diagnostic (centres near the collection pincode, nearest first) and
 * /mdiagnostic/all (every centre of its city, by lab).
 */
export default function LabsPage({ route }: PageProps) {
  const finder = useUseCase(DIAGNOSTICS.LabFinder);
  const zipcode = useUseCase(DIAGNOSTICS.CollectionZipcode);
  const stored = useObservable(zipcode.zipcode$, zipcode.current);
  const all = route.id === 'mdiagnostic-all';
  // Asked only with a pincode stored; the finder reads it, so a new pincode is a new query.
  const query = stored === null ? null : all ? finder.inCity() : finder.nearby();
  const state = useQuery(query);
  const t = diagnosticsMessages.useT();
  const say = useDomainText();

  return (
    <>
      <PageTitle>{all ? t('labs.all') : t('labs.nearby')}</PageTitle>
      <ZipcodeChip />
      <p>
        {all ? <Link to="/mdiagnostic/diagnostic">{t('labs.showNearest')}</Link> : <Link to="/mdiagnostic/all">{t('labs.showAll')}</Link>} ·{' '}
        <Link to="/diagnostics">{t('labs.bookHome')}</Link>
      </p>
      <LabSearch />
      {stored === null && <p>{say(ZIPCODE_FOR_LABS)}</p>}
      {stored !== null && state.kind === 'loading' && <Hint role="status">{t('labs.finding')}</Hint>}
      {state.kind === 'failed' && (
        <div role="alert">
          <FieldError>{t('labs.failed', { reason: say(state.error.kind === 'zipcode-needed' ? state.error.message : describeApiError(state.error)) })}</FieldError>
          <Button type="button" onClick={() => query?.reload()}>
            {t('tryAgain')}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && state.value.length === 0 && <p>{t('labs.none')}</p>}
      {state.kind === 'ready' && state.value.length > 0 && !all && (
        <List aria-label={t('labs.nearby')}>
          {state.value.map((branch) => (
            <BranchCard key={branch.id} branch={branch} />
          ))}
        </List>
      )}
      {state.kind === 'ready' &&
        all &&
        branchesByLab(state.value).map((group) => (
          <section key={group.lab.id} aria-label={group.lab.name}>
            <h2 translate="no">{group.lab.name}</h2>
            <List>
              {group.branches.map((branch) => (
                <BranchCard key={branch.id} branch={branch} />
              ))}
            </List>
          </section>
        ))}
    </>
  );
}
