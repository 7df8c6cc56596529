import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DISTANCE_CHOICES, hospitalPath, hospitalSearchFrom, SUGGESTION_MIN_LENGTH } from '../../../domain/places/hospitals';
import type { Hospital, Near } from '../../../domain/places/model';
import { nearParams } from '../../../domain/places/near';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { PLACES } from '../../app/modules/places/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { usePageDescription } from '../../ui/use-page-description';
import { Button, FieldError, Hint, PageTitle } from '../../ui/controls';
import { SelectField, TextField } from '../../ui/form';
import { Loadable } from '../../ui/Loadable';
import { Tag } from '../../ui/Tag';
import { useQuery } from '../../ui/use-query';
import { Distance, FilterRow, List, Muted, NearPicker, PlaceCard, ReachLinks } from './kit';
import { placesMessages } from './messages';

/** Long enough to skip the letters of a word typed quickly, short enough to feel like it follows the typing. */
const SUGGEST_AFTER_MS = 250;


/** The search box: names that complete what is typed, as links, below it; Enter searches the words. */
function HospitalSearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const finder = useUseCase(PLACES.HospitalFinder);
  const t = placesMessages.useT();
  const say = useDomainText();
  const [text, setText] = useState(initial);
  const [asked, setAsked] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const suggestions = useQuery(asked.trim().length >= SUGGESTION_MIN_LENGTH ? finder.suggestions(asked) : null);

  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAsked(value), SUGGEST_AFTER_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    setAsked('');
    onSearch(text);
  };

  return (
    <div>
      <form role="search" onSubmit={submit} aria-label={t('hospitals.searchPage')}>
        <TextField
          label={t('search.label')}
          type="search"
          value={text}
          autoComplete="off"
          placeholder={t('search.placeholder')}
          onChange={(event) => type(event.target.value)}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
      <div aria-live="polite">
        {asked !== '' && suggestions.kind === 'ready' && <Hint>{t('search.suggestionCount', { count: suggestions.value.length })}</Hint>}
        {asked !== '' && suggestions.kind === 'failed' && <FieldError>{t('search.suggestionsFailed', { reason: say(describeApiError(suggestions.error)) })}</FieldError>}
      </div>
      {asked !== '' && suggestions.kind === 'ready' && suggestions.value.length > 0 && (
        <List aria-label={t('search.suggestions')} style={{ gap: '0.25rem', margin: '0.5rem 0 1rem' }}>
          {suggestions.value.map((suggestion) => (
            <li key={suggestion.id}>
              <Link to={hospitalPath(suggestion.id)}>
                <span translate="no">{suggestion.name}</span>, <span translate="no">{suggestion.city}</span>
              </Link>
            </li>
          ))}
        </List>
      )}
    </div>
  );
}

function HospitalCard({ hospital }: { hospital: Hospital }) {
  const t = placesMessages.useT();
  return (
    <PlaceCard as="li">
      <h2>
        <Link to={hospitalPath(hospital.id)} translate="no">
          {hospital.name}
        </Link>
      </h2>
      <span>
        <Muted translate="no">{hospital.city}</Muted> <Distance km={hospital.distanceKm} /> {hospital.emergency && <Tag $tone="warning">{t('hospital.emergency')}</Tag>}
      </span>
      <span translate="no">{hospital.specialities.join(', ')}</span>
      <Muted translate="no">{hospital.address}</Muted>
      <ReachLinks place={hospital} />
    </PlaceCard>
  );
}

/**
 * /hospitals (search first) and /hospitals/AllHospitals (the whole list first): one page whose
 * search, filters and place live in the address, so a reload or a shared link shows the same.
 */
export default function HospitalsPage({ route }: PageProps) {
  const finder = useUseCase(PLACES.HospitalFinder);
  const [params, setParams] = useSearchParams();
  const { search, pincodeError } = hospitalSearchFrom(Object.fromEntries(params));
  const query = finder.search(search);
  const state = useQuery(query);
  const t = placesMessages.useT();
  const title = usePageTitle(route);
  const all = route.id === 'hospitals-all-hospitals';
  usePageDescription(all ? t('hospitals.allIntro') : t('hospitals.intro'));

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const setNear = (near: Near | null) => update({ pincode: null, lat: null, long: null, ...nearParams(near) });

  const cities = state.kind === 'ready' ? state.value.cities : search.city === null ? [] : [search.city];
  const specialities = state.kind === 'ready' ? state.value.specialities : search.speciality === null ? [] : [search.speciality];

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <p>
        {all ? t('hospitals.allIntro') : t('hospitals.intro')} {all ? <Link to="/hospitals">{t('hospitals.searchPage')}</Link> : <Link to="/hospitals/AllHospitals">{t('hospitals.seeAll')}</Link>}
      </p>
      <HospitalSearchBox key={search.text} initial={search.text} onSearch={(text) => update({ q: text.trim() })} />
      <NearPicker near={search.near} pincodeError={pincodeError} onChange={setNear} locate={() => finder.locate()} />
      <FilterRow aria-label={t('filter.legend')}>
        <SelectField label={t('filter.city')} value={search.city ?? ''} onChange={(event) => update({ city: event.target.value })}>
          <option value="">{t('filter.anyCity')}</option>
          {cities.map((city) => (
            <option key={city} value={city} translate="no">
              {city}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('filter.speciality')} value={search.speciality ?? ''} onChange={(event) => update({ speciality: event.target.value })}>
          <option value="">{t('filter.anySpeciality')}</option>
          {specialities.map((speciality) => (
            <option key={speciality} value={speciality} translate="no">
              {speciality}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filter.within')}
          value={String(search.withinKm ?? '')}
          disabled={search.near === null}
          hint={search.near === null ? t('filter.withinHint') : undefined}
          onChange={(event) => update({ within: event.target.value })}
        >
          <option value="">{t('filter.anyDistance')}</option>
          {DISTANCE_CHOICES.map((km) => (
            <option key={km} value={km}>
              {t('filter.withinKm', { km })}
            </option>
          ))}
        </SelectField>
      </FilterRow>
      {params.size > 0 && (
        <p>
          <Button type="button" $variant="ghost" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            {t('filter.clear')}
          </Button>
        </p>
      )}
      <Loadable state={state} what={t('hospitals.what')} retry={query.reload} isEmpty={(page) => page.hospitals.length === 0} empty={<p role="status">{t('hospitals.none')}</p>}>
        {(page) => (
          <>
            <p role="status">
              {t('hospitals.count', { count: page.total })}
              {page.total > page.hospitals.length && ` ${t('hospitals.showing', { shown: page.hospitals.length, total: page.total })}`}
            </p>
            <List aria-label={t('hospitals.list')}>
              {page.hospitals.map((hospital) => (
                <HospitalCard key={hospital.id} hospital={hospital} />
              ))}
            </List>
          </>
        )}
      </Loadable>
    </>
  );
}
