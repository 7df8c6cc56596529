import { Link, useSearchParams } from 'react-router-dom';
import { nearFrom, nearParams } from '../../../domain/places/near';
import { useUseCase } from '../../app/di';
import { PLACES } from '../../app/modules/places/tokens';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { Card, PageTitle } from '../../ui/controls';
import { Loadable } from '../../ui/Loadable';
import { Tag } from '../../ui/Tag';
import { useQuery } from '../../ui/use-query';
import { Distance, PlaceCard, ReachLinks, StoreHours } from './kit';
import { placesMessages } from './messages';

/**
 * /store/StoreIndiVidual?id=…&pincode=… (or &lat=…&long=…): one store of the list near that
 * place. The spec has no store-by-id call, so the address names the place the store was found from.
 */
export default function StorePage({ route }: PageProps) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const read = nearFrom(Object.fromEntries(params));
  const near = read.isOk() ? read.value : null;
  const finder = useUseCase(PLACES.StoreFinder);
  const query = id === '' || near === null ? null : finder.store(near, id);
  const state = useQuery(query);
  const t = placesMessages.useT();
  const title = usePageTitle(route);
  const back = `/store/stores${near === null ? '' : `?${new URLSearchParams(nearParams(near)).toString()}`}`;

  if (query === null || (state.kind === 'failed' && state.error.kind === 'not-found')) {
    return (
      <Card>
        <PageTitle>{query === null ? title : t('store.notFound')}</PageTitle>
        <p role="alert">{query === null ? t('store.noId') : t('store.notFoundText')}</p>
        <Link to={back}>{t('store.back')}</Link>
      </Card>
    );
  }
  return (
    <Loadable state={state} what={t('store.what')} retry={query.reload}>
      {(store) => (
        <>
          <PageTitle translate="no">{store.name}</PageTitle>
          <p>
            <StoreHours hours={store.hours} open={finder.isOpen(store)} /> <Distance km={store.distanceKm} /> {store.delivers && <Tag>{t('store.delivers')}</Tag>}
          </p>
          <PlaceCard aria-labelledby="store-contact">
            <h2 id="store-contact">{t('hospital.contact')}</h2>
            <address translate="no" style={{ fontStyle: 'normal' }}>
              {store.address}
            </address>
            <ReachLinks place={store} />
          </PlaceCard>
          <p>
            <Link to={back}>{t('store.back')}</Link> · <Link to="/search-medicine">{t('stores.order')}</Link>
          </p>
        </>
      )}
    </Loadable>
  );
}
