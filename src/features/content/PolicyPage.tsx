import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { PolicyType } from '../../../domain/content/model';
import { LANGUAGES } from '../../../domain/shared/language';
import { POLICY_LINKS, policyPageRequest, policyTypeOfRoute } from '../../../domain/content/policy';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONTENT } from '../../app/modules/content/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { SafeHtml } from '../../ui/SafeHtml';
import { useQuery } from '../../ui/use-query';
import { calendarDay } from '../../ui/dates';
import { richText } from '../../ui/rich-text';
import { useDomainText } from '../../i18n/domain-text';
import { useLocale } from '../../i18n/use-locale';
import { contentMessages } from './messages';

const Updated = styled(Hint)`
  margin-bottom: 1.25rem;
`;

const OtherPolicies = styled.nav`
  margin-top: 2rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
`;

function PolicyLinks({ except, label }: { except: PolicyType | null; label: string }) {
  const say = useDomainText();
  return (
    <OtherPolicies aria-label={label}>
      <h2>{label}</h2>
      <ul>
        {POLICY_LINKS.filter((link) => link.type !== except).map((link) => (
          <li key={link.type}>
            <Link to={link.to}>{say(link.title)}</Link>
          </li>
        ))}
      </ul>
    </OtherPolicies>
  );
}

/** The answer for a TYPE that names no policy, or a document the server does not have. */
function NoSuchDocument({ requested }: { requested: string | null }) {
  const t = contentMessages.useT();
  return (
    <Card>
      <PageTitle>{t('policy.notFound.title')}</PageTitle>
      <p>
        {requested === null ? t('policy.notFound.unavailable') : t('policy.notFound.unknown', { requested })} {t('policy.published')}
      </p>
      <PolicyLinks except={null} label={t('policy.ours')} />
    </Card>
  );
}

/** /auth/terms, /auth/privacy-policy and /auth/refund-policy: one policy from the cms, by its TYPE query. */
export default function PolicyPage({ route }: PageProps) {
  const { search } = useLocation();
  const pageType = policyTypeOfRoute(route.id);
  if (pageType === null) throw new Error(`PolicyPage is not the page of ${route.id}`);
  const request = policyPageRequest(pageType, search);
  if (request.kind === 'elsewhere') return <Navigate to={request.to} replace />;
  if (request.kind === 'unknown-type') return <NoSuchDocument requested={request.requested} />;
  return <PolicyDocument type={request.type} />;
}

function PolicyDocument({ type }: { type: PolicyType }) {
  const t = contentMessages.useT();
  const say = useDomainText();
  const locale = useLocale();
  const policies = useUseCase(CONTENT.PolicyDocuments);
  const query = policies.document(type);
  const state = useQuery(query);
  const linkTitle = POLICY_LINKS.find((link) => link.type === type)?.title;
  const usualTitle = linkTitle === undefined ? t('policy.policy') : say(linkTitle);
  // The cms publishes its policies in English only (docs/api.md has no language for them):
  // marked as English, a screen reader reads them in an English voice, and a reader of
  // another language is told why the document is not in theirs.
  const inAnotherLanguage = locale !== LANGUAGES.en.locale;

  if (state.kind === 'failed' && state.error.kind === 'not-found') return <NoSuchDocument requested={null} />;

  return (
    <Card as="article">
      {state.kind === 'ready' ? (
        <PageTitle lang="en" translate="no">
          {state.value.title}
        </PageTitle>
      ) : (
        <PageTitle>{usualTitle}</PageTitle>
      )}
      {state.kind === 'loading' && <p role="status">{t('policy.loading', { title: usualTitle })}</p>}
      {state.kind === 'failed' && (
        <div role="alert">
          <FieldError>{say(describeApiError(state.error))}</FieldError>
          <Button type="button" onClick={() => query.reload()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          {state.value.updatedOn && (
            <Updated>
              {richText((values) => t('policy.updated', values), {
                date: <time dateTime={state.value.updatedOn.iso}>{calendarDay(state.value.updatedOn.iso, locale)}</time>,
              })}
            </Updated>
          )}
          {inAnotherLanguage && <Hint>{t('policy.inEnglish')}</Hint>}
          <div lang="en" translate="no">
            <SafeHtml html={state.value.html} />
          </div>
        </>
      )}
      <PolicyLinks except={type} label={t('policy.others')} />
    </Card>
  );
}
