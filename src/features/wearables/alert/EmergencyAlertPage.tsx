import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { istDate, istTimeOfDay } from '../../../../domain/shared/calendar-date';
import { describeApiError } from '../../../../domain/shared/errors';
import { to12Hour } from '../../../../domain/shared/time';
import {
  ALERT_RESPONSES,
  EMERGENCY_NUMBERS,
  hasSent,
  helpStatus,
  mapLink,
  othersResponses,
  type AlertResponseKind,
  type OpenAlert,
  type ResolvedAlert,
} from '../../../../domain/wearables/emergency-alert';
import { BRAND_NAME } from '../../../app/brand';
import { useUseCase } from '../../../app/di';
import { WEARABLES } from '../../../app/modules/wearables/tokens';
import type { PageProps } from '../../../app/pages';
import { useDomainText } from '../../../i18n/domain-text';
import { usePageTitle } from '../../../i18n/page-titles';
import { useLocale } from '../../../i18n/use-locale';
import { Button, Hint, PageTitle } from '../../../ui/controls';
import { calendarDay, useAgo } from '../../../ui/dates';
import { FormAlert, Notice } from '../../../ui/form';
import { AmbulanceIcon, CallIcon, LocationIcon } from '../../../ui/icons';
import { LanguageSwitch } from '../../../ui/LanguageSwitch';
import { Loadable } from '../../../ui/Loadable';
import { useThrottledSubmit } from '../../../ui/throttled-submit';
import { useQuery } from '../../../ui/use-query';
import { alertMessages } from './messages';

type T = ReturnType<typeof alertMessages.useT>;

const Column = styled.div`
  max-width: 560px;
  margin: 0 auto;
  padding: 1rem 1rem 3rem;
  h2 {
    font-size: 1.15rem;
    margin: 1.5rem 0 0.5rem;
  }
`;

const TopBar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colours.primary};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1rem;
  margin: 1rem 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const CallLink = styled.a<{ $urgent?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme, $urgent }) => ($urgent ? theme.colours.error : theme.colours.primary)};
  background: ${({ theme, $urgent }) => ($urgent ? theme.colours.error : '#fff')};
  color: ${({ theme, $urgent }) => ($urgent ? '#fff' : theme.colours.primary)};
  font-weight: 600;
  text-decoration: none;
`;

/**
 * /verify/crashtest/{token}: what an emergency contact opens from the SMS sent when a patient's
 * wearable detects a fall or crash. No sign-in: the token is the contact's own. Only what helps
 * them reach the patient, never the health record (docs/decisions.md).
 */
export default function EmergencyAlertPage({ route, params }: PageProps) {
  const title = usePageTitle(route);
  return (
    <Column>
      <TopBar>
        <span translate="no">{BRAND_NAME}</span>
        <LanguageSwitch />
      </TopBar>
      <PageTitle>{title}</PageTitle>
      <AlertOfLink token={params['id'] ?? ''} />
    </Column>
  );
}

function AlertOfLink({ token }: { token: string }) {
  const t = alertMessages.useT();
  const query = useUseCase(WEARABLES.EmergencyAlerts).alert(token);
  const state = useQuery(query);
  if (state.kind === 'failed' && state.error.kind === 'not-found') return <NoAlert title={t('unknown.title')} text={t('unknown.text')} />;
  return (
    <Loadable state={state} what={t('loading.what')} retry={query.reload}>
      {(alert) =>
        alert.status === 'open' ? (
          <Open token={token} alert={alert} />
        ) : alert.status === 'resolved' ? (
          <Resolved alert={alert} />
        ) : (
          <NoAlert title={t('expired.title')} text={t('expired.text')} />
        )
      }
    </Loadable>
  );
}

/** How often "4 minutes ago" is said afresh while the page is open: a minute's change shows within this. */
const AGO_TICK_MS = 15_000;

/** An Indian time as '26 November 2026, 9:26 PM', and how long ago it was while under a day, kept current while the page is open. */
function useWhen(): { when: (iso: string) => string; ago: (iso: string) => string | null } {
  const locale = useLocale();
  const ago = useAgo(AGO_TICK_MS);
  return {
    when: (iso) => `${calendarDay(istDate(new Date(iso)), locale)}, ${to12Hour(istTimeOfDay(new Date(iso)))}`,
    ago,
  };
}

function Open({ token, alert }: { token: string; alert: OpenAlert }) {
  const t = alertMessages.useT();
  const { when, ago } = useWhen();
  const name = alert.patientFirstName;
  const since = ago(alert.detectedAt);
  const detected = t('detected.when', { when: when(alert.detectedAt) });
  const status = helpStatus(alert);
  return (
    <>
      <h2>{alert.event === 'fall' ? t('lead.fall', { name }) : t('lead.crash', { name })}</h2>
      <p>{t('lead.why', { name })}</p>
      <Facts>
        <dt>{t('detected.label')}</dt>
        <dd>{since === null ? detected : `${detected} (${since})`}</dd>
        <dt>{t('place.label')}</dt>
        <dd>
          {alert.place === null ? (
            t('place.none')
          ) : (
            <>
              <span translate="no">{alert.place.locality}</span>
              {' · '}
              <a href={mapLink(alert.place)} target="_blank" rel="noopener noreferrer">
                <LocationIcon /> {t('place.map')}
              </a>
            </>
          )}
        </dd>
        <dt>{t('device.label')}</dt>
        <dd translate="no">{alert.device}</dd>
        <dt>{t('status.label')}</dt>
        <dd>{status === 'waiting' ? t('status.waiting') : status === 'on-the-way' ? t('status.onTheWay') : t('status.ambulance')}</dd>
      </Facts>
      <section aria-labelledby="alert-call">
        <h2 id="alert-call">{t('call.title')}</h2>
        <Stack>
          <CallLink href={`tel:+91${alert.patientMobile}`}>
            <CallIcon /> {t('call.patient', { name })}
          </CallLink>
          <CallLink $urgent href={`tel:${EMERGENCY_NUMBERS.emergency}`}>
            <CallIcon /> {t('call.emergency')}
          </CallLink>
          <CallLink $urgent href={`tel:${EMERGENCY_NUMBERS.ambulance}`}>
            <AmbulanceIcon /> {t('call.ambulance')}
          </CallLink>
        </Stack>
      </section>
      <Respond token={token} alert={alert} />
      <Others alert={alert} />
      <Hint style={{ marginTop: '1.5rem' }}>{t('privacy', { name })}</Hint>
    </>
  );
}

type Outcome = { kind: 'sent'; response: AlertResponseKind } | { kind: 'closed' } | { kind: 'failed'; reason: string };

/** The contact's answer: each goes once; one already sent (before a reload too) shows as sent. */
function Respond({ token, alert }: { token: string; alert: OpenAlert }) {
  const t = alertMessages.useT();
  const say = useDomainText();
  const alerts = useUseCase(WEARABLES.EmergencyAlerts);
  const { busy, run } = useThrottledSubmit();
  const [sending, setSending] = useState<AlertResponseKind | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const respond = (response: AlertResponseKind) =>
    run(async () => {
      setSending(response);
      setOutcome(null);
      const result = await alerts.respond(token, response);
      setSending(null);
      if (result.isOk()) setOutcome({ kind: 'sent', response });
      else if (result.error.kind === 'closed') setOutcome({ kind: 'closed' });
      else if (result.error.kind !== 'in-progress') setOutcome({ kind: 'failed', reason: say(describeApiError(result.error)) });
    });
  return (
    <section aria-labelledby="alert-respond">
      <h2 id="alert-respond">{t('respond.title')}</h2>
      <p>{t('respond.intro', { name: alert.patientFirstName })}</p>
      {outcome !== null && <OutcomeLine t={t} outcome={outcome} />}
      <Stack>
        {ALERT_RESPONSES.map((response) => {
          const sent = hasSent(alert, response);
          const label = t(`respond.${response}`);
          return (
            <Button key={response} type="button" $variant={response === 'ambulance' ? 'primary' : 'secondary'} disabled={busy || sent} onClick={() => respond(response)}>
              {sending === response ? t('respond.sending') : sent ? t('respond.sent', { response: label }) : label}
            </Button>
          );
        })}
      </Stack>
    </section>
  );
}

function OutcomeLine({ t, outcome }: { t: T; outcome: Outcome }): ReactNode {
  switch (outcome.kind) {
    case 'sent':
      // A "safe" answer closes the alert, and the page then says so itself.
      return outcome.response === 'safe' ? null : <Notice role="status">{t(`respond.done.${outcome.response}`)}</Notice>;
    case 'closed':
      return <FormAlert role="alert">{t('respond.closed')}</FormAlert>;
    case 'failed':
      return <FormAlert role="alert">{t('respond.failed', { reason: outcome.reason })}</FormAlert>;
  }
}

function Others({ alert }: { alert: OpenAlert | ResolvedAlert }) {
  const t = alertMessages.useT();
  const { when, ago } = useWhen();
  const others = othersResponses(alert);
  return (
    <section aria-labelledby="alert-others">
      <h2 id="alert-others">{t('others.title')}</h2>
      {others.length === 0 ? (
        <p>{t('others.none')}</p>
      ) : (
        <ul>
          {others.map((response) => (
            <li key={`${response.by} ${response.kind} ${response.at}`}>
              {t(`others.${response.kind}`, { by: response.by, name: alert.patientFirstName })}
              <Hint as="span"> · {ago(response.at) ?? t('detected.when', { when: when(response.at) })}</Hint>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Resolved({ alert }: { alert: ResolvedAlert }) {
  const t = alertMessages.useT();
  const { when } = useWhen();
  const safe = alert.responses.find((response) => response.kind === 'safe');
  const name = alert.patientFirstName;
  return (
    <>
      <h2>{t('resolved.title')}</h2>
      <p role="status">
        {safe === undefined
          ? t('resolved.byPatient', { name, when: when(alert.resolvedAt) })
          : safe.mine
            ? t('resolved.byYou', { name, when: when(safe.at) })
            : t('resolved.byOther', { by: safe.by, name, when: when(safe.at) })}
      </p>
      <Facts>
        <dt>{t('detected.label')}</dt>
        <dd>{t('detected.when', { when: when(alert.detectedAt) })}</dd>
      </Facts>
      <Others alert={alert} />
    </>
  );
}

/** An expired or unknown link: why, and who to call instead. Nothing of any alert. */
function NoAlert({ title, text }: { title: string; text: string }) {
  const t = alertMessages.useT();
  return (
    <>
      <h2>{title}</h2>
      <p>{text}</p>
      <CallLink $urgent href={`tel:${EMERGENCY_NUMBERS.emergency}`}>
        <CallIcon /> {t('call.emergency')}
      </CallLink>
    </>
  );
}
