import { webinarPath, webinarStructuredData } from '../../../domain/content/webinars';
import { LANGUAGES } from '../../../domain/shared/language';
import { BRAND_NAME } from '../../app/brand';
import { useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { Loadable } from '../../ui/Loadable';
import { pageAddress } from '../../ui/page-address';
import { StructuredData } from '../../ui/StructuredData';
import { usePageDescription } from '../../ui/use-page-description';
import { useQuery } from '../../ui/use-query';
import { contentMessages } from './messages';
import { WebinarSections } from './WebinarParts';

/** /Webinars: the ones to come, soonest first, to register for; the past ones, latest first, with their recordings. */
export default function WebinarsPage({ route }: PageProps) {
  const t = contentMessages.useT();
  const title = usePageTitle(route);
  const locale = useLocale();
  const webinars = useUseCase(CONTENT.Webinars);
  const query = webinars.list();
  const state = useQuery(query);
  usePageDescription(t('webinars.lead'));

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Hint>
        {t('webinars.lead')} {locale !== LANGUAGES.en.locale && t('webinars.inEnglish')}
      </Hint>
      <Loadable state={state} what={t('webinars.what')} retry={query.reload}>
        {(list) => (
          <>
            {/* Each webinar still to come, as an event search engines can list with its date. */}
            {list.upcoming.map((webinar) => (
              <StructuredData key={webinar.id} data={webinarStructuredData(webinar, pageAddress(webinarPath(webinar.id)), { name: BRAND_NAME, url: pageAddress('/') })} />
            ))}
            <WebinarSections
              list={list}
              headings={[t('webinars.upcoming'), t('webinars.past')]}
              none={[t('webinars.noneUpcoming'), t('webinars.nonePast')]}
            />
          </>
        )}
      </Loadable>
    </Card>
  );
}
