import { Link, useSearchParams } from 'react-router-dom';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { DEFAULT_PRODUCT } from '../../app/brand';
import { useQuery } from '../../ui/use-query';
import { AccreditationBadges, Muted } from './kit';
import { PartnerTests } from './LabOffers';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { diagnosticsMessages } from './messages';

/**
 * /mdiagnostic/diagnosticIndivdual?id=…: one lab centre, its address and timings, and the tests
 * its lab does at its prices (partner tests, searchable). The route has no id segment, so the id is the query.
 */
export default function LabBranchPage({ route }: PageProps) {
  const [query] = useSearchParams();
  const id = query.get('id')?.trim() ?? '';
  const finder = useUseCase(DIAGNOSTICS.LabFinder);
  const branchQuery = id === '' ? null : finder.branch(id);
  const state = useQuery(branchQuery);
  const t = diagnosticsMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);

  if (id === '') {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p>
          {t('branch.noId')} <Link to="/mdiagnostic/diagnostic">{t('branch.nearby')}</Link>
        </p>
      </Card>
    );
  }
  if (state.kind === 'loading') return <Hint role="status">{t('branch.loading')}</Hint>;
  if (state.kind === 'failed') {
    return (
      <Card>
        <PageTitle>{state.error.kind === 'not-found' ? t('branch.notFound') : title}</PageTitle>
        <p role="alert">{state.error.kind === 'not-found' ? t('branch.notFoundText') : say(describeApiError(state.error))}</p>
        {state.error.kind !== 'not-found' && (
          <Button type="button" onClick={() => branchQuery?.reload()}>
            {t('tryAgain')}
          </Button>
        )}
        <Link to="/mdiagnostic/diagnostic">{t('branch.nearby')}</Link>
      </Card>
    );
  }
  const branch = state.value;
  return (
    <>
      <PageTitle translate="no">{branch.name}</PageTitle>
      <p>
        <AccreditationBadges accreditations={branch.lab.accreditations} />
        <br />
        {branch.address}
        <br />
        <Muted>{branch.timings}</Muted>
      </p>
      <PartnerTests lab={branch.lab} product={DEFAULT_PRODUCT} />
    </>
  );
}
