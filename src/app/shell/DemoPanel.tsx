import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Field, Hint } from '../../ui/controls';
import { useUseCase } from '../di';
import { TOKENS } from '../tokens';
import type { DemoControls } from '../demo-controls';
import { useDemoInfo } from '../use-demo-info';

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

const FAULT_LABELS: Record<string, string> = {
  '401': 'Session expired (401)',
  '409': 'Conflict (409)',
  '413': 'Too large (413)',
  '429': 'Too many attempts (429)',
  '500': 'Server error (500)',
  timeout: 'Timeout',
  malformed: 'Malformed response',
};

/**
 * Only on the fake backend: reset the demo, slow it down, or make the next call fail. What
 * the panel shows comes from the fake backend, which is asked only once the panel is opened,
 * so a visit that never opens it never loads the fake data for it.
 */
export function DemoPanel() {
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
        Demo
      </Launcher>
      <Dialog ref={dialog} aria-labelledby="demo-panel-title">
        <h2 id="demo-panel-title">Demo controls</h2>
        {opened && <DemoPanelContent demo={demo} close={() => dialog.current?.close()} />}
        <form method="dialog" style={{ marginTop: '1rem' }}>
          <Button type="submit" $variant="ghost">
            Close
          </Button>
        </form>
      </Dialog>
    </>
  );
}

function DemoPanelContent({ demo, close }: { demo: DemoControls; close: () => void }) {
  const info = useDemoInfo();
  const toasts = useUseCase(TOKENS.Toasts);
  const errors = useUseCase(TOKENS.Errors);
  const [fault, setFault] = useState('401');
  const [count, setCount] = useState('1');
  const [latency, setLatency] = useState('0');
  const [latencyError, setLatencyError] = useState<string | null>(null);
  const ids = { fault: useId(), count: useId(), latency: useId(), latencyError: useId() };
  if (info === null) return <Hint role="status">Loading the demo data…</Hint>;

  const applyLatency = () => {
    const ms = Number(latency);
    if (!Number.isInteger(ms) || ms < 0 || ms > 30000) {
      setLatencyError('Enter whole milliseconds from 0 to 30000');
      return;
    }
    setLatencyError(null);
    void demo.setLatency(ms).then(() => toasts.show(`Every demo call now takes ${ms} ms`, 'info'));
  };

  return (
    <>
        <Hint>
          This app runs on built-in demo data. Any valid mobile number signs in with OTP {info.demoOtp}.
        </Hint>
        <ul>
          {info.demoAccounts.map((account) => (
            <li key={account.mobileNumber}>
              {account.label}: {account.mobileNumber}
            </li>
          ))}
        </ul>
        <Field>
          <label htmlFor={ids.fault}>Make the next calls fail with</label>
          <select id={ids.fault} value={fault} onChange={(e) => setFault(e.target.value)}>
            {info.faultKinds.map((kind) => (
              <option key={kind} value={kind}>
                {FAULT_LABELS[kind] ?? kind}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={ids.count}>Number of failing calls</label>
          <input id={ids.count} inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />
        </Field>
        <div className="row">
          <Button
            type="button"
            onClick={() => {
              close();
              void demo
                .injectFault(fault, Math.max(1, Number.parseInt(count, 10) || 1))
                .then(() => toasts.show(`The next call will fail: ${FAULT_LABELS[fault] ?? fault}`, 'info'));
            }}
          >
            Inject fault
          </Button>
          <Button type="button" $variant="secondary" onClick={() => void demo.clearFault().then(() => toasts.show('Faults cleared', 'info'))}>
            Clear faults
          </Button>
        </div>
        <Field style={{ marginTop: '1rem' }}>
          <label htmlFor={ids.latency}>Latency per call (ms)</label>
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
            Apply latency
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              // The reset seed knows no session of this browser, so it ends here too.
              void demo.reset().then(() => errors.endSession());
            }}
          >
            Reset demo data
          </Button>
        </div>
    </>
  );
}
