import styled from 'styled-components';
import { encode } from 'uqr';
import { formatAbhaNumber } from '../../../domain/abha/abha-number';
import type { AbhaCard } from '../../../domain/abha/model';
import { Button } from '../../ui/controls';
import { useDates } from '../../ui/dates';
import { abhaMessages } from './messages';

const CardBox = styled.section`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 1rem;
  max-width: 36rem;
  padding: 1.25rem;
  border-radius: 12px;
  border: 2px solid ${({ theme }) => theme.colours.primary};
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.35rem 1rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  .number {
    font-size: 1.35rem;
    letter-spacing: 0.05em;
    font-variant-numeric: tabular-nums;
  }
`;

/** The card's QR in ABDM's fields, drawn as one SVG path (uqr gives the modules). */
function AbhaQr({ card, label }: { card: AbhaCard; label: string }) {
  const payload = JSON.stringify({ hidn: formatAbhaNumber(card.abhaNumber), hid: card.abhaAddress, name: card.name, gender: card.gender, dob: card.dateOfBirth });
  const { size, data } = encode(payload, { border: 2 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={144} height={144} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The ABHA card as ABDM prints it: number, address, name and the rest, and its QR. */
export function AbhaCardView({ card }: { card: AbhaCard }) {
  const t = abhaMessages.useT();
  const { day } = useDates();
  return (
    <>
      <CardBox aria-labelledby="abha-card-title">
        <div>
          <h2 id="abha-card-title">{t('card.title')}</h2>
          <dl>
            <dt>{t('card.number')}</dt>
            <dd className="number" data-testid="abha-number" translate="no">
              {formatAbhaNumber(card.abhaNumber)}
            </dd>
            <dt>{t('card.address')}</dt>
            <dd translate="no">{card.abhaAddress}</dd>
            <dt>{t('card.name')}</dt>
            <dd translate="no">{card.name}</dd>
            <dt>{t('card.gender')}</dt>
            <dd>{t(`gender.${card.gender}`)}</dd>
            <dt>{t('card.dob')}</dt>
            <dd>{day(card.dateOfBirth)}</dd>
            <dt>{t('card.mobile')}</dt>
            <dd translate="no">{card.mobile}</dd>
          </dl>
        </div>
        <AbhaQr card={card} label={t('card.qr')} />
      </CardBox>
      <p>
        <Button type="button" $variant="secondary" onClick={() => window.print()}>
          {t('card.print')}
        </Button>
      </p>
    </>
  );
}
