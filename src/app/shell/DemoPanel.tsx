import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Field, Hint } from '../../ui/controls';
import { useUseCase } from '../di';
import { TOKENS } from '../tokens';
import type { DemoControls } from '../demo-controls';
import { useDemoInfo } from '../use-demo-info';
import { demoMessages } from './demo/messages';
import type en from './demo/messages/en';

const Launcher = styled.button`
  position: fixed;
  left: 1rem;
  bottom: 5rem;
  z-index: 40;
  border-radius: 999px;
  border: 2px solid ${({ theme }) => theme.colours.primary};
  background: #fff;
  color: ${({ theme }) => theme.colours.primary};
  font-weight: 700;
  padding: 0.5rem 1rem;
  min-height: 44px;
  cursor: pointer;
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    bottom: 1rem;
  }
`;

const Dialog = styled.dialog`
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.5rem;
  width: min(92vw, 420px);
  &::backdrop {
    background: rgb(0 0 0 / 40%);
  }
  select {
    min-height: 44px;
    padding: 0.5rem;
  }
  .row {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
`;

/** The fake backend's fault kinds and their names; a kind not here is shown as it is. */
const FAULT_LABELS: Readonly<Record<string, keyof typeof en>> = {
  '401': 'fault.401',
  '409': 'fault.409',
  '413': 'fault.413',
  '429': 'fault.429',
  '500': 'fault.500',
  timeout: 'fault.timeout',
  malformed: 'fault.malformed',
};

/**
 * Only on the fake backend: reset the demo, slow it down, or make the next call fail. What
 * the panel shows comes from the fake backend, which is asked only once the panel is opened,
 * so a visit that never opens it never loads the fake data for it.
 */
export function DemoPanel() {
  const t = demoMessages.useT();
  const demo = useUseCase(TOKENS.DemoControls);
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  if (demo === null) return null;
  return (
    <>
      <Launcher
        type="button"
        onClick={() => {
          setOpened(true);
          dialog.current?.showModal();
        }}
      >
        {t('launcher')}
      </Launcher>
      <Dialog ref={dialog} aria-labelledby="demo-panel-title">
        <h2 id="demo-panel-title">{t('title')}</h2>
        {opened && <DemoPanelContent demo={demo} close={() => dialog.current?.close()} />}
        <form method="dialog" style={{ marginTop: '1rem' }}>
          <Button type="submit" $variant="ghost">
            {t('close')}
          </Button>
        </form>
      </Dialog>
    </>
  );
}

function DemoPanelContent({ demo, close }: { demo: DemoControls; close: () => void }) {
  const t = demoMessages.useT();
  const faultLabel = (kind: string) => {
    const key = FAULT_LABELS[kind];
    return key === undefined ? kind : t(key);
  };
  const info = useDemoInfo();
  const toasts = useUseCase(TOKENS.Toasts);
  const errors = useUseCase(TOKENS.Errors);
  const [fault, setFault] = useState('401');
  const [count, setCount] = useState('1');
  const [latency, setLatency] = useState('0');
  const [latencyError, setLatencyError] = useState<string | null>(null);
  const ids = { fault: useId(), count: useId(), latency: useId(), latencyError: useId() };
  if (info === null) return <Hint role="status">{t('loading')}</Hint>;

  const applyLatency = () => {
    const ms = Number(latency);
    if (!Number.isInteger(ms) || ms < 0 || ms > 30000) {
      setLatencyError(t('latency.invalid'));
      return;
    }
    setLatencyError(null);
    void demo.setLatency(ms).then(() => toasts.show(t('latency.set', { ms }), 'info'));
  };

  return (
    <>
        <Hint>
          {t('intro', { otp: info.demoOtp })}
        </Hint>
        <ul>
          {info.demoAccounts.map((account) => (
            <li key={account.mobileNumber}>
              {account.label}: {account.mobileNumber}
            </li>
          ))}
        </ul>
        <Hint>
          {/* A plain link: the panel sits outside the router, and the contact's page is opened from an SMS anyway. */}
          <a href={info.demoAlertPath}>{t('alert')}</a>
        </Hint>
        <Field>
          <label htmlFor={ids.fault}>{t('fault.label')}</label>
          <select id={ids.fault} value={fault} onChange={(e) => setFault(e.target.value)}>
            {info.faultKinds.map((kind) => (
              <option key={kind} value={kind}>
                {faultLabel(kind)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={ids.count}>{t('fault.count')}</label>
          <input id={ids.count} inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />
        </Field>
        <div className="row">
          <Button
            type="button"
            onClick={() => {
              close();
              void demo
                .injectFault(fault, Math.max(1, Number.parseInt(count, 10) || 1))
                .then(() => toasts.show(t('fault.injected', { fault: faultLabel(fault) }), 'info'));
            }}
          >
            {t('fault.inject')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => void demo.clearFault().then(() => toasts.show(t('fault.cleared'), 'info'))}>
            {t('fault.clear')}
          </Button>
        </div>
        <Field style={{ marginTop: '1rem' }}>
          <label htmlFor={ids.latency}>{t('latency.label')}</label>
          <input
            id={ids.latency}
            inputMode="numeric"
            value={latency}
            aria-invalid={latencyError !== null}
            aria-describedby={latencyError ? ids.latencyError : undefined}
            onChange={(e) => setLatency(e.target.value)}
          />
          {latencyError && (
            <Hint id={ids.latencyError} role="alert">
              {latencyError}
            </Hint>
          )}
        </Field>
        <div className="row">
          <Button type="button" $variant="secondary" onClick={applyLatency}>
            {t('latency.apply')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              // The reset seed knows no session of this browser, so it ends here too.
              void demo.reset().then(() => errors.endSession());
            }}
          >
            {t('reset')}
          </Button>
        </div>
    </>
  );
}
