import { Link } from 'react-router-dom';
import { useUseCase } from '../../app/di';
import { ABHA } from '../../app/modules/abha/tokens';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { Card, PageTitle } from '../../ui/controls';
import { Loadable } from '../../ui/Loadable';
import { SignInFirst } from '../../ui/SignInFirst';
import { useQuery } from '../../ui/use-query';
import { useSignedIn } from '../../ui/use-signed-in';
import { AbhaCardView } from './AbhaCardView';
import { abhaMessages } from './messages';

/** /Abha/abha: the patient's ABHA card, or the way to create one. */
export default function MyAbhaPage({ route }: PageProps) {
  const title = usePageTitle(route);
  const t = abhaMessages.useT();
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={title} what={t('signIn.what')} />;
  return <MyAbha title={title} />;
}

function MyAbha({ title }: { title: string }) {
  const t = abhaMessages.useT();
  const mine = useUseCase(ABHA.MyAbha);
  const query = mine.card();
  const state = useQuery(query);
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
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
    </Card>
  );
}
