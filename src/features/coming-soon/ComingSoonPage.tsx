import styled from 'styled-components';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { Card, PageTitle } from '../../ui/controls';
import { comingSoonMessages } from './messages';

const Lead = styled.p`
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colours.muted};
  margin: 0;
`;

/** What each feature area will bring: its message is keyed by the area (messages/en.ts). */
export default function ComingSoonPage({ route }: PageProps) {
  const t = comingSoonMessages.useT();
  const title = usePageTitle(route);
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Lead>{t(route.area)}</Lead>
    </Card>
  );
}
