import { useState } from 'react';
import { describeApiError } from '../../../domain/shared/errors';
import type { PatientAlert } from '../../../domain/wearables/emergency-alert';
import { useUseCase } from '../../app/di';
import { WEARABLES } from '../../app/modules/wearables/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { Button, Hint } from '../../ui/controls';
import { FormAlert, Notice } from '../../ui/form';
import { Loadable } from '../../ui/Loadable';
import { Panel } from '../../ui/Panel';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { useQuery } from '../../ui/use-query';
import { wearablesMessages } from './messages';

/** The falls and crashes the patient's wearables detected lately: what, when, where each stands, who answered; "I'm fine" closes an open one. */
export function YourAlerts() {
  const t = wearablesMessages.useT();
  const wearables = useUseCase(WEARABLES.Wearables);
  const query = wearables.alerts();
  const state = useQuery(query);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Panel aria-labelledby="wearable-alerts">
      <h2 id="wearable-alerts">{t('alerts.title')}</h2>
      <p>{t('alerts.intro')}</p>
      {notice !== null && <Notice role="status">{notice}</Notice>}
      <Loadable state={state} what={t('alerts.what')} retry={query.reload} isEmpty={(alerts) => alerts.length === 0} empty={<p>{t('alerts.none')}</p>}>
        {(alerts) => (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} onClosed={() => setNotice(t('alerts.closed'))} />
            ))}
          </ul>
        )}
      </Loadable>
    </Panel>
  );
}

function AlertItem({ alert, onClosed }: { alert: PatientAlert; onClosed: () => void }) {
  const t = wearablesMessages.useT();
  const headingId = `alert-${alert.id}`;
  return (
    <li style={{ padding: '0.75rem 0', borderTop: '1px solid #d5dbe4' }}>
      <h3 id={headingId} style={{ fontSize: '1rem', margin: 0 }}>
        {t(`alerts.event.${alert.event}`, { device: alert.device })}
      </h3>
      <Hint style={{ margin: '0.25rem 0' }}>{t('alerts.detected', { when: new Date(alert.detectedAt) })}</Hint>
      <p style={{ margin: '0.25rem 0' }}>
        <strong>{t(`alerts.status.${alert.status}`)}</strong> {statusWords(t, alert)}
      </p>
      {alert.responses.length === 0 ? (
        alert.status === 'open' && <p style={{ margin: '0.25rem 0' }}>{t('alerts.noAnswer')}</p>
      ) : (
        <ul aria-label={t('alerts.answers')} style={{ margin: '0.25rem 0' }}>
          {alert.responses.map((response) => (
            <li key={`${response.by}-${response.kind}`}>{t(`alerts.answer.${response.kind}`, { by: response.by, when: new Date(response.at) })}</li>
          ))}
        </ul>
      )}
      {alert.status === 'open' && <ImFineButton alert={alert} headingId={headingId} onClosed={onClosed} />}
    </li>
  );
}

function statusWords(t: ReturnType<typeof wearablesMessages.useT>, alert: PatientAlert): string {
  if (alert.status === 'open') return t('alerts.openWords');
  if (alert.status === 'expired') return t('alerts.expiredWords');
  const { resolution } = alert;
  if (resolution === null || resolution.by === 'patient') return t('alerts.resolvedByYou', { when: new Date(resolution?.at ?? alert.detectedAt) });
  return t('alerts.resolvedBy', { name: resolution.name, when: new Date(resolution.at) });
}

function ImFineButton({ alert, headingId, onClosed }: { alert: PatientAlert; headingId: string; onClosed: () => void }) {
  const t = wearablesMessages.useT();
  const say = useDomainText();
  const wearables = useUseCase(WEARABLES.Wearables);
  const { busy, run } = useThrottledSubmit();
  const [failure, setFailure] = useState<string | null>(null);
  const imFine = () =>
    run(async () => {
      setFailure(null);
      const result = await wearables.imFine(alert.id);
      if (result.isOk()) onClosed();
      else if (result.error.kind !== 'in-progress') setFailure(say(describeApiError(result.error)));
    });
  return (
    <>
      {failure !== null && <FormAlert role="alert">{t('apps.failed', { reason: failure })}</FormAlert>}
      <Hint id={`${headingId}-fine`} style={{ margin: '0.25rem 0' }}>
        {t('alerts.fineHint')}
      </Hint>
      <Button type="button" disabled={busy} aria-describedby={`${headingId} ${headingId}-fine`} onClick={imFine}>
        {busy ? t('alerts.sending') : t('alerts.fine')}
      </Button>
    </>
  );
}
