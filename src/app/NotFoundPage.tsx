import { Link } from 'react-router-dom';
import { Card, PageTitle } from '../ui/controls';
import { shellMessages } from './shell/messages';

export default function NotFoundPage() {
  const t = shellMessages.useT();
  return (
    <Card>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </Card>
  );
}
