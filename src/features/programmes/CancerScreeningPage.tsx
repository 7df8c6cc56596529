import { plansByAudience } from '../../../domain/content/cancer-screening';
import { useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { Loadable } from '../../ui/Loadable';
import { usePageDescription } from '../../ui/use-page-description';
import { useQuery } from '../../ui/use-query';
import { Plans, ScreeningPlanCard } from './kit';
import { programmeMessages } from './messages';

const STEPS = ['screening.how.choose', 'screening.how.collect', 'screening.how.report', 'screening.how.review'] as const;

/** /cancer-screening: the plans the provider publishes, for women and for men, and how screening goes. */
export default function CancerScreeningPage({ route }: PageProps) {
  const t = programmeMessages.useT();
  const title = usePageTitle(route);
  const screening = useUseCase(CONTENT.CancerScreening);
  const query = screening.plans();
  const state = useQuery(query);
  usePageDescription(t('screening.lead'));

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <p>{t('screening.lead')}</p>
      <Loadable state={state} what={t('screening.what')} retry={query.reload} reserve="100vh">
        {(plans) =>
          plansByAudience(plans).map((group) => (
            <section key={group.audience} aria-labelledby={`screening-${group.audience}`}>
              <h2 id={`screening-${group.audience}`}>{t(`screening.${group.audience}`)}</h2>
              <Plans>
                {group.plans.map((plan) => (
                  <ScreeningPlanCard key={plan.id} plan={plan} />
                ))}
              </Plans>
            </section>
          ))
        }
      </Loadable>
      <section aria-labelledby="screening-how">
        <h2 id="screening-how">{t('screening.how')}</h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </section>
      <Hint>{t('screening.notAdvice')}</Hint>
    </Card>
  );
}
