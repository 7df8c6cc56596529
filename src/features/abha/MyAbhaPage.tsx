import { Link } from 'react-router-dom';
import { useUseCase } from '../../app/di';
import { ABHA } from '../../app/modules/abha/tokens';
import type { PageProps } from '../../app/pages';
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
              <p>{t('mine.records')}</p>
            </>
          )
        }
    </Loadable>
  );
}
