import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CONTACT_EMAIL } from '../../app/brand';
import type { PageProps } from '../../app/pages';
import { CareNumberLink } from '../../ui/CareNumberLink';
import { Card, PageTitle } from '../../ui/controls';
import { richText } from '../../ui/rich-text';
import { usePageTitle } from '../../i18n/page-titles';
import { contentMessages } from './messages';

const CallBox = styled.p`
  margin: 0 0 1.25rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.primarySoft};
  font-size: 1.1rem;
  a {
    font-size: 1.5rem;
    font-weight: 800;
    white-space: nowrap;
  }
`;

const Section = styled.section`
  margin-bottom: 1.25rem;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
  p {
    margin: 0 0 0.5rem;
  }
`;

const Urgent = styled.p`
  border-left: 4px solid ${({ theme }) => theme.colours.error};
  padding-left: 0.75rem;
  font-weight: 600;
`;

/** /auth/call-info: how to reach customer care by phone, and what to have at hand. */
export default function CallInfoPage({ route }: PageProps) {
  const t = contentMessages.useT();
  const title = usePageTitle(route);
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <CallBox>
        {richText((values) => t('call.number', values), { number: <CareNumberLink /> })}
        <br />
        {t('call.hours')}
      </CallBox>

      <Section aria-labelledby="call-help-with">
        <h2 id="call-help-with">{t('call.helpWith')}</h2>
        <ul>
          <li>{t('call.helpWith.consultations')}</li>
          <li>{t('call.helpWith.medicines')}</li>
          <li>{t('call.helpWith.labTests')}</li>
          <li>{t('call.helpWith.payments')}</li>
          <li>{t('call.helpWith.account')}</li>
        </ul>
      </Section>

      <Section aria-labelledby="call-keep-ready">
        <h2 id="call-keep-ready">{t('call.keepReady')}</h2>
        <ul>
          <li>{t('call.keepReady.mobile')}</li>
          <li>{t('call.keepReady.patient')}</li>
          <li>{t('call.keepReady.id')}</li>
          <li>{t('call.keepReady.prescription')}</li>
          <li>{t('call.keepReady.payment')}</li>
        </ul>
      </Section>

      <Section aria-labelledby="call-safety">
        <h2 id="call-safety">{t('call.safety')}</h2>
        <p>{t('call.safety.never')}</p>
        <Urgent>{t('call.safety.emergency')}</Urgent>
      </Section>

      <Section aria-labelledby="call-other-ways">
        <h2 id="call-other-ways">{t('call.otherWays')}</h2>
        <p>
          {richText((values) => t('call.write', values), {
            email: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>,
            message: <Link to="/contact-us">{t('sendMessage')}</Link>,
          })}
        </p>
      </Section>
    </Card>
  );
}
