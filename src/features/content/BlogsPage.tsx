import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { blogListAddress, blogListRequest, blogPath } from '../../../domain/content/blogs';
import type { BlogListRequest } from '../../../domain/content/model';
import { LANGUAGES } from '../../../domain/shared/language';
import { useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { TextField } from '../../ui/form';
import { Loadable } from '../../ui/Loadable';
import { usePageDescription } from '../../ui/use-page-description';
import { useQuery } from '../../ui/use-query';
import { contentMessages } from './messages';
import { PostMeta } from './PostMeta';

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 0.75rem;
  margin: 1rem 0 0.5rem;
  > div {
    flex: 1 1 16rem;
  }
  > button {
    margin-bottom: 1rem;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  a {
    display: inline-block;
    padding: 0.35rem 0.85rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.primary};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colours.primary};
    color: #fff;
  }
`;

const Posts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Post = styled.li`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem;
  h2 {
    font-size: 1.1rem;
    margin: 0.25rem 0 0.5rem;
  }
  p {
    margin: 0.5rem 0 0;
  }
`;

const Paging = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: center;
  margin-top: 1.5rem;
`;

/** /blogs: the posts newest first, by category, searched, a page at a time; the address says which. */
export default function BlogsPage({ route }: PageProps) {
  const t = contentMessages.useT();
  const title = usePageTitle(route);
  const locale = useLocale();
  const { search } = useLocation();
  const request = blogListRequest(search);
  const blogs = useUseCase(CONTENT.Blogs);
  const query = blogs.list(request);
  const state = useQuery(query);
  const categories = state.kind === 'ready' ? state.value.categories : [];
  usePageDescription(t('blogs.lead'));

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Hint>
        {t('blogs.lead')} {locale !== LANGUAGES.en.locale && t('blogs.inEnglish')}
      </Hint>
      <SearchBox key={request.search} request={request} />
      <nav aria-label={t('blogs.categories')}>
        <Chips>
          {[null, ...categories].map((category) => (
            <li key={category ?? ''}>
              <Link
                to={blogListAddress({ page: 1, category, search: request.search })}
                aria-current={category === request.category ? 'page' : undefined}
                lang={category === null ? undefined : 'en'}
                translate={category === null ? undefined : 'no'}
              >
                {category ?? t('blogs.all')}
              </Link>
            </li>
          ))}
        </Chips>
      </nav>
      <Loadable
        state={state}
        what={t('blogs.what')}
        retry={query.reload}
        isEmpty={(page) => page.posts.length === 0}
        empty={
          <p role="status">
            {t('blogs.none')} <Link to="/blogs">{t('blogs.seeAll')}</Link>
          </p>
        }
      >
        {(page) => (
          <>
            <p role="status">{t('blogs.found', { count: page.total })}</p>
            <Posts>
              {page.posts.map((post) => (
                <Post key={post.id}>
                  <h2 lang="en" translate="no">
                    <Link to={blogPath(post.id)}>{post.title}</Link>
                  </h2>
                  <PostMeta post={post} />
                  <p lang="en" translate="no">
                    {post.excerpt}
                  </p>
                </Post>
              ))}
            </Posts>
            {page.totalPages > 1 && <PageLinks request={request} pages={page.totalPages} />}
          </>
        )}
      </Loadable>
    </Card>
  );
}

/** The search of the list: sent on Enter or the button, which starts again from page 1. */
function SearchBox({ request }: { request: BlogListRequest }) {
  const t = contentMessages.useT();
  const navigate = useNavigate();
  const [text, setText] = useState(request.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(blogListAddress({ page: 1, category: request.category, search: text.trim() }));
  };
  return (
    <SearchForm role="search" onSubmit={submit}>
      <TextField label={t('blogs.search')} type="search" name="q" value={text} onChange={(e) => setText(e.target.value)} />
      <Button type="submit">{t('blogs.searchButton')}</Button>
    </SearchForm>
  );
}

function PageLinks({ request, pages }: { request: BlogListRequest; pages: number }) {
  const t = contentMessages.useT();
  const page = Math.min(request.page, pages);
  return (
    <Paging aria-label={t('blogs.pages')}>
      {page > 1 && <Link to={blogListAddress({ ...request, page: page - 1 })}>{t('blogs.previous')}</Link>}
      <span>{t('blogs.pageOf', { page, pages })}</span>
      {page < pages && <Link to={blogListAddress({ ...request, page: page + 1 })}>{t('blogs.next')}</Link>}
    </Paging>
  );
}
