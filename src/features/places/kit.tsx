import { useState, type FormEvent } from 'react';
import type { Result } from 'ts-results-es';
import styled from 'styled-components';
import type { Near, OpeningHours } from '../../../domain/places/model';
import { directionsUrl, distanceText, telHref } from '../../../domain/places/rules';
import { parsePincode } from '../../../domain/shared/pincode';
import { to12Hour } from '../../../domain/shared/time';
import { useDomainText } from '../../i18n/domain-text';
import { Button, Card, FieldError, Hint } from '../../ui/controls';
import { TextField } from '../../ui/form';
import { Plain } from '../../ui/Plain';
import { CustomerCareIcon, LocationIcon } from '../../ui/icons';
import { Tag } from '../../ui/Tag';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { placesMessages } from './messages';

export const List = styled(Plain)`
  display: grid;
  gap: 0.75rem;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colours.muted};
`;

/**
 * Filters side by side in columns of one width: a list of choices filling in when the data
 * arrives (a select as wide as its longest option) must not push its neighbours to another line.
 */
export const FilterRow = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: 0 1rem;
`;

export const PlaceCard = styled(Card)`
  display: grid;
  gap: 0.35rem;
  h2,
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0.25rem 0 0;
`;

export function Distance({ km }: { km: number | null }) {
  const say = useDomainText();
  return km === null ? null : <Muted>{say(distanceText(km))}</Muted>;
}

/** Tap to call and directions in the phone's maps app: what a patient on the way needs. */
export function ReachLinks({ place }: { place: { name: string; address: string; phone: string; at: { latitude: number; longitude: number } | null } }) {
  const t = placesMessages.useT();
  return (
    <Links>
      <a href={telHref(place.phone)}>
        <CustomerCareIcon /> {t('hospital.call', { phone: place.phone })}
      </a>
      <a href={directionsUrl(place)} rel="noopener">
        <LocationIcon /> {t('hospital.directions')}
      </a>
    </Links>
  );
}

const NearForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0 0.75rem;
  > div:first-child {
    flex: 1 1 12rem;
  }
  button {
    margin-bottom: 1rem;
  }
`;

/**
 * Where the patient is: a pincode they type, or the device's location once they allow it. The
 * pincode works whatever the location permission says; a refusal is said under the button.
 */
export function NearPicker({
  near,
  pincodeError,
  onChange,
  locate,
}: {
  near: Near | null;
  /** What is wrong with the pincode the address carries. */
  pincodeError: string | null;
  onChange: (near: Near | null) => void;
  locate: () => Promise<Result<Near, string>>;
}) {
  const t = placesMessages.useT();
  const say = useDomainText();
  const [typed, setTyped] = useState(near?.kind === 'pincode' ? near.pincode : '');
  const [error, setError] = useState<string | null>(null);
  const [locationMessage, setLocationMessage] = useState<string | null>(null);
  const { busy, run } = useThrottledSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pincode = parsePincode(typed);
    if (pincode.isErr()) {
      setError(pincode.error);
      return;
    }
    setError(null);
    onChange({ kind: 'pincode', pincode: pincode.value });
  };

  const askLocation = () =>
    run(async () => {
      setLocationMessage(null);
      const found = await locate();
      if (found.isErr()) {
        setLocationMessage(found.error);
        // Nothing went to the server: the patient may allow the location and press again at once.
        return 'not-sent';
      }
      setTyped('');
      setError(null);
      onChange(found.value);
    });

  return (
    <section aria-label={t('near.legend')}>
      <NearForm noValidate onSubmit={submit} aria-label={t('near.legend')}>
        <TextField
          label={t('near.pincode')}
          value={typed}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          error={error ?? pincodeError ?? undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t('near.show')}</Button>
        <Button type="button" $variant="secondary" aria-disabled={busy || undefined} onClick={askLocation}>
          <LocationIcon /> {busy ? t('near.locating') : t('near.useLocation')}
        </Button>
      </NearForm>
      {locationMessage !== null && <FieldError role="alert">{say(locationMessage)}</FieldError>}
      {near !== null && (
        <Hint>
          {near.kind === 'pincode' ? t('near.fromPincode', { pincode: near.pincode }) : t('near.fromLocation')}{' '}
          <Button
            type="button"
            $variant="ghost"
            onClick={() => {
              setTyped('');
              onChange(null);
            }}
          >
            {t('near.forget')}
          </Button>
        </Hint>
      )}
    </section>
  );
}

/** Open now or closed, and the hours: what a patient checks before setting out. */
export function StoreHours({ hours, open }: { hours: OpeningHours | null; open: boolean }) {
  const t = placesMessages.useT();
  return (
    <span>
      <Tag $tone={open ? 'success' : 'warning'}>{open ? t('store.open') : t('store.closed')}</Tag>{' '}
      <Muted>{hours === null ? t('store.allDay') : t('store.hours', { opens: to12Hour(hours.opens), closes: to12Hour(hours.closes) })}</Muted>
    </span>
  );
}
