import { Link } from 'react-router-dom';
import type { PageProps } from '../../app/pages';
import { useUseCase } from '../../app/di';
import { FAMILY } from '../../app/modules/family/tokens';
import { Card, PageTitle } from '../../ui/controls';
import { Loadable } from '../../ui/Loadable';
import { useQuery } from '../../ui/use-query';
import { usePageTitle } from '../../i18n/page-titles';
import { FamilyGenerations } from './FamilyGenerations';
import { familyMemberPath } from './member-paths';
import { familyMessages } from './messages';

/**
 * /patient/family-tree: the signed-in patient's own tree (GET /user/getFamilyTree) by generation;
 * a member's card opens their details. The members list is the same family as a list.
 */
export default function PatientFamilyTreePage({ route }: PageProps) {
  const t = familyMessages.useT();
  const title = usePageTitle(route);
  const query = useUseCase(FAMILY.FamilyTree).mine();
  const state = useQuery(query);
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Loadable state={state} what={t('tree.what')} retry={query.reload}>
        {(view) => <FamilyGenerations view={view} centreRow={t('tree.youRow')} linkMembers />}
      </Loadable>
      <p>
        <Link to="/patient/members">{t('members.list')}</Link>
      </p>
      <p>
        <Link to={familyMemberPath()}>{t('add')}</Link>
      </p>
    </Card>
  );
}
