import type { ReactNode } from 'react';
import styled from 'styled-components';
import { kitMessages } from './kit/messages';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    position: relative;
    padding: 0 0 1rem 2rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.3rem;
    top: 0.3rem;
    width: 0.9rem;
    height: 0.9rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colours.primary};
    background: #fff;
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 0.72rem;
    top: 1.3rem;
    bottom: 0.1rem;
    width: 2px;
    background: ${({ theme }) => theme.colours.border};
  }
  li[data-status='done']::before,
  li[data-status='current']::before {
    background: ${({ theme }) => theme.colours.primary};
  }
  li[data-status='cancelled']::before {
    background: ${({ theme }) => theme.colours.error};
    border-color: ${({ theme }) => theme.colours.error};
  }
  li[data-status='upcoming'] {
    color: ${({ theme }) => theme.colours.muted};
  }
  li[data-status='current'] strong {
    color: ${({ theme }) => theme.colours.primary};
  }
  time,
  .when {
    display: block;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colours.muted};
  }
`;

export interface TimelineStepView {
  /** Unique within the timeline (the order state). */
  key: string;
  label: string;
  /** A cancelled step is one the order reached and ended at. */
  status: 'done' | 'current' | 'upcoming' | 'cancelled';
  /** When the step was reached (ISO date-time), or null for a step still ahead. */
  at: string | null;
  /** Extra words under the label, such as who was assigned. */
  note?: ReactNode;
}

/**
 * An order's progress as an ordered list: the steps reached with their times, the current one
 * marked aria-current="step", then the steps ahead as "Not yet".
 */
export function StepTimeline({ label, steps, formatTime }: { label: string; steps: readonly TimelineStepView[]; formatTime: (iso: string) => string }) {
  const t = kitMessages.useT();
  return (
    <Steps aria-label={label}>
      {steps.map((step) => (
        <li key={step.key} data-status={step.status} aria-current={step.status === 'current' ? 'step' : undefined}>
          <strong>{step.label}</strong>
          {step.note !== undefined && <span className="when">{step.note}</span>}
          {step.at !== null ? <time dateTime={step.at}>{formatTime(step.at)}</time> : step.status === 'upcoming' && <span className="when">{t('timeline.notYet')}</span>}
        </li>
      ))}
    </Steps>
  );
}
