import { Link } from 'react-router-dom';
import type { LinkedRecord } from '../../../domain/abha/model';
import { useUseCase } from '../../app/di';
import { ABHA } from '../../app/modules/abha/tokens';
import type { PageProps } from '../../app/pages';
import { useDates } from '../../ui/dates';
import { Loadable } from '../../ui/Loadable';
import { useQuery } from '../../ui/use-query';
import { AbhaCardView } from './AbhaCardView';
import { SignedInAbhaPage } from './kit';
import { abhaMessages } from './messages';

/** /Abha/abha: the patient's ABHA card, or the way to create one. */
export default function MyAbhaPage({ route }: PageProps) {
  return (
    <SignedInAbhaPage route={route}>
      <MyAbha />
    </SignedInAbhaPage>
  );
}

function MyAbha() {
  const t = abhaMessages.useT();
  const mine = useUseCase(ABHA.MyAbha);
  const query = mine.card();
  const state = useQuery(query);
  return (
    <Loadable state={state} what={t('what')} retry={query.reload}>
        {(card) =>
          card === null ? (
            <>
              <p>{t('mine.none')}</p>
              <p>{t('intro')}</p>
              <Link to="/Abha/abhaRegistration">{t('mine.create')}</Link>
            </>
          ) : (
            <>
              <AbhaCardView card={card} />
              <LinkedRecords />
            </>
          )
        }
    </Loadable>
  );
}

/** The records facilities have linked to the ABHA, newest first: day, kind, facility. */
function LinkedRecords() {
  const t = abhaMessages.useT();
  const query = useUseCase(ABHA.MyAbha).linkedRecords();
  const state = useQuery(query);
  return (
    <section aria-labelledby="abha-linked">
      <h2 id="abha-linked">{t('linked.title')}</h2>
      <Loadable
        state={state}
        what={t('linked.what')}
        retry={query.reload}
        isEmpty={(records) => records.length === 0}
        empty={<p>{t('linked.none')}</p>}
      >
        {(records) => (
          <ul>
            {records.map((record) => (
              <LinkedRecordItem key={record.id} record={record} />
            ))}
          </ul>
        )}
      </Loadable>
      <p>{t('mine.records')}</p>
    </section>
  );
}

function LinkedRecordItem({ record }: { record: LinkedRecord }) {
  const t = abhaMessages.useT();
  const { day } = useDates();
  return (
    <li>
      <strong translate="no">{record.title}</strong>
      <br />
      {t(`recordType.${record.type}`)} · <time dateTime={record.date}>{day(record.date)}</time> · <span translate="no">{record.source}</span>
    </li>
  );
}
