import { Link, useLocation } from 'react-router-dom';
import { loginPathFor } from '../../domain/navigation/refer-path';
import { Card, PageTitle } from './controls';
import { kitMessages } from './kit/messages';

/**
 * A page that needs a signed-in patient, reached signed out: its title and a way in and back.
 * `what` completes "Sign in to see …" in the language on screen; in Hindi it goes before
 * "के लिए लॉग इन करें", so it reads "अपना ऑर्डर देखने" or "अपने पर्चे अपलोड करने".
 */
export function SignInFirst({ title, what }: { title: string; what: string }) {
  const t = kitMessages.useT();
  const location = useLocation();
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <p>
        {t('signIn.text', { what })} <Link to={loginPathFor(`${location.pathname}${location.search}`)}>{t('signIn.link')}</Link>
      </p>
    </Card>
  );
}
