import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CARE_HOURS, CONTACT_EMAIL } from '../../app/brand';
import type { PageProps } from '../../app/pages';
import { CareNumberLink } from '../../ui/CareNumberLink';
import { Card, PageTitle } from '../../ui/controls';

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
  return (
    <Card>
      <PageTitle>{route.title}</PageTitle>
      <CallBox>
        Call our care team, toll-free: <CareNumberLink />
        <br />
        We answer {CARE_HOURS}.
      </CallBox>

      <Section aria-labelledby="call-help-with">
        <h2 id="call-help-with">We can help with</h2>
        <ul>
          <li>Booking, changing or cancelling a consultation</li>
          <li>Medicine orders, deliveries and returns</li>
          <li>Lab test bookings, home sample collection and reports</li>
          <li>Payments, refunds and Care Plus plans</li>
          <li>Signing in, your profile and your family members</li>
        </ul>
      </Section>

      <Section aria-labelledby="call-keep-ready">
        <h2 id="call-keep-ready">Keep these ready</h2>
        <ul>
          <li>The mobile number registered with us</li>
          <li>The patient’s name and age</li>
          <li>The order, booking or consultation ID, if your call is about one</li>
          <li>Your prescription or report, if your call is about medicines or tests</li>
          <li>For a payment, the date, the amount and the UPI or bank reference</li>
        </ul>
      </Section>

      <Section aria-labelledby="call-safety">
        <h2 id="call-safety">Stay safe</h2>
        <p>We will never ask for your OTP, password, card number or UPI PIN. Do not share them with anyone who calls.</p>
        <Urgent>In a medical emergency, call 112 or go to the nearest hospital. Online consultations are not for emergencies.</Urgent>
      </Section>

      <Section aria-labelledby="call-other-ways">
        <h2 id="call-other-ways">Other ways to reach us</h2>
        <p>
          Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or <Link to="/contact-us">send us a message</Link>.
        </p>
      </Section>
    </Card>
  );
}
