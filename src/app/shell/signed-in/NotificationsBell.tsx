import { memo, useState } from 'react';
import styled from 'styled-components';
import { FeatureGate, useUseCase } from '../../di';
import { AppLink } from '../../../ui/app-link';
import { NOTIFICATIONS } from '../../modules/notifications/tokens';
import { NotificationsIcon } from '../../../ui/icons';
import { useQuery } from '../../../ui/use-query';
import { signedInMessages } from './messages';

const BellLink = styled(AppLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  justify-content: center;
  color: ${({ theme }) => theme.colours.text};
`;

const Count = styled.span`
  position: absolute;
  top: 0.1rem;
  right: 0;
  min-width: 1.2rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colours.error};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  text-align: center;
`;

const NOTIFICATIONS_FEATURE = ['notifications'] as const;
const NOTIFICATIONS_PATH = '/patient/notifications';

function BellView({ count }: { count: number }) {
  const t = signedInMessages.useT();
  return (
    // The name holds the visible count (WCAG 2.5.3 label in name).
    <BellLink to={NOTIFICATIONS_PATH} aria-label={t('bell.name', { count })}>
      <NotificationsIcon />
      {count > 0 && <Count data-testid="notifications-badge">{count > 99 ? '99+' : count}</Count>}
    </BellLink>
  );
}

/** The unread count, one small call of its own; it follows every notification read on any page. */
function LiveBell() {
  const notifications = useUseCase(NOTIFICATIONS.Notifications);
  const [query] = useState(() => notifications.unreadCount());
  const state = useQuery(query);
  return <BellView count={state.kind === 'ready' ? state.value : 0} />;
}

/** The header's bell for a signed-in patient: a link to their notifications, with how many are unread. */
export const NotificationsBell = memo(function NotificationsBell() {
  return (
    <FeatureGate features={NOTIFICATIONS_FEATURE} fallback={<BellView count={0} />}>
      <LiveBell />
    </FeatureGate>
  );
});
