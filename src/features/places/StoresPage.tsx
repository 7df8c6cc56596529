import { Link, useSearchParams } from 'react-router-dom';
import type { Near, PharmacyStore } from '../../../domain/places/model';
import { nearFrom, nearParams } from '../../../domain/places/near';
import { useUseCase } from '../../app/di';
import { PLACES } from '../../app/modules/places/tokens';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { usePageDescription } from '../../ui/use-page-description';
import { PageTitle } from '../../ui/controls';
import { Loadable } from '../../ui/Loadable';
import { Tag } from '../../ui/Tag';
import { useQuery } from '../../ui/use-query';
import { Distance, List, Muted, NearPicker, PlaceCard, ReachLinks, StoreHours } from './kit';
import { placesMessages } from './messages';

function StoreCard({ store, near }: { store: PharmacyStore; near: Near }) {
  const finder = useUseCase(PLACES.StoreFinder);
  const t = placesMessages.useT();
  const href = `/store/StoreIndiVidual?${new URLSearchParams({ id: store.id, ...nearParams(near) }).toString()}`;
  return (
    <PlaceCard as="li">
      <h2>
        <Link to={href} translate="no">
          {store.name}
        </Link>
      </h2>
      <span>
        <StoreHours hours={store.hours} open={finder.isOpen(store)} /> <Distance km={store.distanceKm} /> {store.delivers && <Tag>{t('store.delivers')}</Tag>}
      </span>
      <Muted translate="no">{store.address}</Muted>
      <ReachLinks place={store} />
    </PlaceCard>
  );
}

/**
 * /store/stores and /store/store: the pharmacy stores near a pincode or the device's location,
 * nearest first. The place lives in the address, so a reload or a shared link shows the same.
 */
export default function StoresPage({ route }: PageProps) {
  const finder = useUseCase(PLACES.StoreFinder);
  const [params, setParams] = useSearchParams();
  const read = nearFrom(Object.fromEntries(params));
  const near = read.isOk() ? read.value : null;
  const query = near === null ? null : finder.near(near);
  const state = useQuery(query);
  const t = placesMessages.useT();
  const title = usePageTitle(route);
  usePageDescription(t('stores.intro'));

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <p>{t('stores.intro')}</p>
      <NearPicker
        near={near}
        pincodeError={read.isErr() ? read.error : null}
        onChange={(next) => setParams(new URLSearchParams(nearParams(next)), { replace: true })}
        locate={() => finder.locate()}
      />
      {near === null || query === null ? (
        <p>{t('stores.ask')}</p>
      ) : (
        <Loadable
          state={state}
          what={t('stores.what')}
          retry={query.reload}
          isEmpty={(stores) => stores.length === 0}
          empty={
            <div role="status">
              <p>{near.kind === 'pincode' ? t('stores.nonePincode', { pincode: near.pincode }) : t('stores.noneLocation')}</p>
              <Link to="/search-medicine">{t('stores.order')}</Link>
            </div>
          }
        >
          {(stores) => (
            <>
              <p role="status">{t('stores.count', { count: stores.length })}</p>
              <List aria-label={t('stores.list')}>
                {stores.map((store) => (
                  <StoreCard key={store.id} store={store} near={near} />
                ))}
              </List>
            </>
          )}
        </Loadable>
      )}
    </>
  );
}
