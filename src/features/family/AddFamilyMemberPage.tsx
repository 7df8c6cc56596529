import { Link, useLocation, useNavigate } from 'react-router-dom';
import { safeReferTarget } from '../../../domain/navigation/refer-path';
import type { FlatRoute } from '../../../domain/navigation/routes';
import type { PageProps } from '../../app/pages';
import { useUseCase } from '../../app/di';
import { FAMILY } from '../../app/modules/family/tokens';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { productOf } from '../../app/product-segment';
import { SignInFirst } from '../../ui/SignInFirst';
import { useSignedIn } from '../../ui/use-signed-in';
import { AddFamilyMemberForm } from '../../ui/AddFamilyMemberForm';
import { withFamId } from '../../app/family-links';
import { usePageTitle } from '../../i18n/page-titles';
import { familyMessages } from './messages';

/** Where the page returns without a `refer`: the family list, or the booking it belongs to. */
function defaultReturn(route: FlatRoute, params: Readonly<Record<string, string>>): string {
  if (route.id === 'book-add-family') return '/book/bookConsultationGP';
  if (route.id === 'sso-add-family') return '/sso/bookConsultationGP';
  return `/${productOf(params)}/FamilyDetails`;
}

/**
 * /{product}/add-familydetails, /book/add-family (and its /sso mirror): add a family member
 * on the spot, then go back to the page in `refer` with the new member as `famId`.
 */
export default function AddFamilyMemberPage({ route, params }: PageProps) {
  const t = familyMessages.useT();
  const title = usePageTitle(route);
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={title} what={t('signIn.add')} />;
  return <AddMember route={route} params={params} />;
}

function AddMember({ route, params }: PageProps) {
  const t = familyMessages.useT();
  const title = usePageTitle(route);
  const family = useUseCase(FAMILY.FamilyMembers);
  const navigate = useNavigate();
  const location = useLocation();
  const back = safeReferTarget(new URLSearchParams(location.search).get('refer')) ?? defaultReturn(route, params);

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Hint style={{ marginBottom: '1rem' }}>{t('addPage.hint')}</Hint>
      <AddFamilyMemberForm family={family} onAdded={(member) => navigate(withFamId(back, member.id))} />
      <p>
        <Link to={back}>{t('addPage.back')}</Link>
      </p>
    </Card>
  );
}
