import { Link } from 'react-router-dom';
import { Card, PageTitle } from '../ui/controls';

export default function NotFoundPage() {
  return (
    <Card>
      <PageTitle>Page not found</PageTitle>
      <p>We could not find the page you were looking for. It may have moved, or the address may have a typo.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Card>
  );
}
