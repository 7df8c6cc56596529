import styled from 'styled-components';
import type { MedicineOrder } from '../../../../domain/pharmacy/model';
import { orderTimeline } from '../../../../domain/pharmacy/order-tracking';
import { dateTime } from './kit';

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
  li[data-state='CANCELLED']::before {
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

/** The order's status as a timeline: each step reached with its time, then the steps ahead. */
export function OrderTimeline({ order }: { order: MedicineOrder }) {
  return (
    <Steps aria-label="Order status">
      {orderTimeline(order).map((step) => (
        <li key={step.state} data-status={step.status} data-state={step.state} aria-current={step.status === 'current' ? 'step' : undefined}>
          <strong>{step.label}</strong>
          {step.at ? <time dateTime={step.at}>{dateTime(step.at)}</time> : <span className="when">{step.status === 'upcoming' ? 'Not yet' : ''}</span>}
        </li>
      ))}
    </Steps>
  );
}
