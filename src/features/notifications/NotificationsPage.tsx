import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { groupByDay, unreadCount, type NotificationDay, type PatientNotification } from '../../../domain/notifications/model';
import { istTimeOfDay } from '../../../domain/shared/calendar-date';
import { describeApiError } from '../../../domain/shared/errors';
import { to12Hour } from '../../../domain/shared/time';
import { useUseCase } from '../../app/di';
import { NOTIFICATIONS } from '../../app/modules/notifications/tokens';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { calendarDay } from '../../ui/dates';
import { Loadable } from '../../ui/Loadable';
import { Tag } from '../../ui/Tag';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { useQuery } from '../../ui/use-query';
import { notificationsMessages } from './messages';
import { targetPath } from './target-path';

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin: 0.5rem 0 1rem;
  p {
    margin: 0;
  }
`;

const DayHeading = styled.h2`
  font-size: 1rem;
  margin: 1.25rem 0 0.5rem;
  color: ${({ theme }) => theme.colours.muted};
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const Item = styled.li<{ $unread: boolean }>`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem;
  background: ${({ $unread }) => ($unread ? '#f3f6fc' : '#fff')};
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colours.muted};
  }
  .title {
    font-weight: ${({ $unread }) => ($unread ? 700 : 600)};
    display: block;
    margin: 0.25rem 0;
  }
  p {
    margin: 0;
  }
`;

/**
 * /patient/notifications: the patient's notifications by the day they arrived, newest first;
 * unread ones stand out, each opens what it is about and is read from then on.
 */
export default function NotificationsPage({ route }: PageProps) {
  const t = notificationsMessages.useT();
  const title = usePageTitle(route);
  const notifications = useUseCase(NOTIFICATIONS.Notifications);
  const clock = useUseCase(TOKENS.Clock);
  const [query] = useState(() => notifications.list());
  const state = useQuery(query);

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Loadable state={state} what={t('what')} retry={query.reload} isEmpty={(list) => list.length === 0} empty={<Hint>{t('empty')}</Hint>}>
        {(list) => (
          <>
            <MarkAll unread={unreadCount(list)} />
            {groupByDay(list, clock.now()).map((day) => (
              <Day key={day.date} day={day} />
            ))}
          </>
        )}
      </Loadable>
    </Card>
  );
}

function MarkAll({ unread }: { unread: number }) {
  const t = notificationsMessages.useT();
  const say = useDomainText();
  const notifications = useUseCase(NOTIFICATIONS.Notifications);
  const { busy, run } = useThrottledSubmit();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const markAll = () =>
    run(async () => {
      const marked = await notifications.markAllRead();
      setOutcome(marked.isOk() ? { ok: true, text: t('allRead') } : { ok: false, text: say(describeApiError(marked.error)) });
    });
  return (
    <Tools>
      <p>{t('unread.count', { count: unread })}</p>
      {unread > 0 && (
        <Button type="button" $variant="secondary" onClick={markAll} disabled={busy}>
          {t('markAll')}
        </Button>
      )}
      {outcome?.ok === true && <p role="status">{outcome.text}</p>}
      {outcome?.ok === false && <FieldError role="alert">{outcome.text}</FieldError>}
    </Tools>
  );
}

function Day({ day }: { day: NotificationDay }) {
  const t = notificationsMessages.useT();
  const locale = useLocale();
  const label = day.daysAgo === 0 ? t('day.today') : day.daysAgo === 1 ? t('day.yesterday') : calendarDay(day.date, locale);
  const headingId = `notifications-${day.date}`;
  return (
    <section aria-labelledby={headingId}>
      <DayHeading id={headingId}>{label}</DayHeading>
      <Items aria-label={t('list.label', { day: label })}>
        {day.notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </Items>
    </section>
  );
}

function NotificationItem({ notification }: { notification: PatientNotification }) {
  const t = notificationsMessages.useT();
  const notifications = useUseCase(NOTIFICATIONS.Notifications);
  const unread = !notification.read;
  // Reading it needs no wait: the patient moves on at once, and the list and the bell follow.
  const open = () => void notifications.open(notification);
  return (
    <Item $unread={unread}>
      <span className="meta">
        {unread && <Tag>{t('unread')}</Tag>}
        <span>{t(`kind.${notification.kind}`)}</span>
        <span>{to12Hour(istTimeOfDay(new Date(notification.createdAt)))}</span>
      </span>
      {notification.target === null ? (
        <span className="title" translate="no">
          {notification.title}
        </span>
      ) : (
        <Link className="title" to={targetPath(notification.target)} onClick={open} translate="no">
          {notification.title}
        </Link>
      )}
      <p translate="no">{notification.message}</p>
      {notification.target === null && unread && (
        <Button type="button" $variant="ghost" onClick={open}>
          {t('markRead')}
        </Button>
      )}
    </Item>
  );
}
