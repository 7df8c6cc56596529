import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { articleStructuredData, blogArticleId, blogPath, shareLinks, type BlogArticleView } from '../../../domain/content/blogs';
import { LANGUAGES } from '../../../domain/shared/language';
import { BRAND_NAME } from '../../app/brand';
import { useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { BackIcon } from '../../ui/icons';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { Loadable } from '../../ui/Loadable';
import { SafeHtml } from '../../ui/SafeHtml';
import { pageAddress } from '../../ui/page-address';
import { StructuredData } from '../../ui/StructuredData';
import { usePageDescription } from '../../ui/use-page-description';
import { useQuery } from '../../ui/use-query';
import { contentMessages } from './messages';
import { PostMeta } from './PostMeta';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  margin-bottom: 0.75rem;
`;

const Body = styled.div`
  line-height: 1.65;
  h2 {
    font-size: 1.2rem;
    margin: 1.5rem 0 0.5rem;
  }
`;

const Aside = styled.section`
  margin-top: 2rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.4rem;
  }
`;

const ShareList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  list-style: none;
  && {
    padding: 0;
  }
  && li + li {
    margin-top: 0;
  }
`;

/** /blog?id=…: one post, with who wrote it and when, how long it takes to read, where to share it and what to read next. */
export default function BlogPage({ route }: PageProps) {
  const { search } = useLocation();
  const title = usePageTitle(route);
  const id = blogArticleId(search);
  return id === null ? <NoSuchArticle /> : <Article id={id} title={title} />;
}

function NoSuchArticle() {
  const t = contentMessages.useT();
  return (
    <Card>
      <PageTitle>{t('blog.notFound.title')}</PageTitle>
      <p>{t('blog.notFound.text')}</p>
      <p>
        <Link to="/blogs">{t('blogs.seeAll')}</Link>
      </p>
    </Card>
  );
}

function Article({ id, title }: { id: string; title: string }) {
  const t = contentMessages.useT();
  const blogs = useUseCase(CONTENT.Blogs);
  const query = blogs.article(id);
  const state = useQuery(query);
  const article = state.kind === 'ready' ? state.value : null;

  useEffect(() => {
    if (article !== null) document.title = `${article.title} | ${BRAND_NAME}`;
  }, [article]);
  usePageDescription(article?.excerpt ?? null);

  if (state.kind === 'failed' && state.error.kind === 'not-found') return <NoSuchArticle />;

  return (
    <Card as="article">
      <Back to="/blogs">
        <BackIcon aria-hidden="true" size={18} />
        {t('blog.back')}
      </Back>
      {article === null && <PageTitle>{title}</PageTitle>}
      <Loadable state={state} what={t('blog.what')} retry={query.reload}>
        {(view) => <ArticleBody article={view} />}
      </Loadable>
    </Card>
  );
}

function ArticleBody({ article }: { article: BlogArticleView }) {
  const t = contentMessages.useT();
  const locale = useLocale();
  const shareHeading = useId();
  const relatedHeading = useId();
  const address = pageAddress(blogPath(article.id));
  return (
    <>
      <PageTitle lang="en" translate="no">
        {article.title}
      </PageTitle>
      <StructuredData data={articleStructuredData(article, address, BRAND_NAME)} />
      <PostMeta post={article} />
      <Hint>{t('blog.minutes', { minutes: article.readingMinutes })}</Hint>
      {locale !== LANGUAGES.en.locale && <Hint>{t('blog.inEnglish')}</Hint>}
      <Body lang="en" translate="no">
        <SafeHtml html={article.html} />
      </Body>
      <Aside aria-labelledby={shareHeading}>
        <h2 id={shareHeading}>{t('blog.share')}</h2>
        <ShareList>
          {shareLinks(address, article.title).map((link) => (
            <li key={link.network}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {t('blog.shareOn', { network: link.network })}
              </a>
            </li>
          ))}
        </ShareList>
      </Aside>
      {article.related.length > 0 && (
        <Aside aria-labelledby={relatedHeading}>
          <h2 id={relatedHeading}>{t('blog.related')}</h2>
          <ul>
            {article.related.map((post) => (
              <li key={post.id} lang="en" translate="no">
                <Link to={blogPath(post.id)}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </Aside>
      )}
    </>
  );
}
