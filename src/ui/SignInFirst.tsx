import { Link, useLocation } from 'react-router-dom';
import { loginPathFor } from '../../domain/navigation/refer-path';
import { Card, PageTitle } from './controls';

/** A page that needs a signed-in patient, reached signed out: its title and a way in and back. */
export function SignInFirst({ title, what }: { title: string; what: string }) {
  const location = useLocation();
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <p>
        Sign in to see {what}. <Link to={loginPathFor(`${location.pathname}${location.search}`)}>Log in or register</Link>
      </p>
    </Card>
  );
}
