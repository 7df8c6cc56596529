import styled from 'styled-components';
import type { BlogSummary } from '../../../domain/content/model';
import { useLocale } from '../../i18n/use-locale';
import { calendarDay } from '../../ui/dates';

const Meta = styled.p`
  color: ${({ theme }) => theme.colours.muted};
  font-size: 0.9rem;
`;

/** Category, author and day of a post, as the list and the article show them. */
export function PostMeta({ post }: { post: BlogSummary }) {
  const locale = useLocale();
  return (
    <Meta>
      <span lang="en" translate="no">
        {post.category}
      </span>
      {' · '}
      <span lang="en" translate="no">
        {post.author}
      </span>
      {' · '}
      <time dateTime={post.publishedOn}>{calendarDay(post.publishedOn, locale)}</time>
    </Meta>
  );
}

