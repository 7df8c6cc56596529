import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { completionText, FORM_FIELD_OF, PROFILE_FIELD_LABELS } from '../../../domain/account/profile-editing';
import { useUseCase } from '../../app/di';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { Hint } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { useQuery } from '../../ui/use-query';
import { accountMessages } from './messages';

const Track = styled.div`
  height: 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colours.primarySoft};
  overflow: hidden;
  margin: 0.5rem 0;
`;

const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  background: ${({ theme }) => theme.colours.primary};
`;

const Box = styled.section`
  margin: 1.5rem 0 0;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  h2 {
    font-size: 1.1rem;
    margin: 0;
  }
  ul {
    margin: 0.25rem 0 0;
    padding-left: 1.25rem;
  }
  li {
    padding: 0.15rem 0;
  }
`;

/** GET /user/profileCompletion as a meter, with a link to fill in each missing detail. */
export function ProfileCompletionMeter() {
  const t = accountMessages.useT();
  const say = useDomainText();
  const editing = useUseCase(ACCOUNT.ProfileEditing);
  const query = editing.completion();
  const state = useQuery(query);
  const labelId = useId();

  return (
    <Box aria-labelledby={labelId}>
      <h2 id={labelId}>{t('completion.title')}</h2>
      {state.kind === 'loading' && <p role="status">{t('completion.checking')}</p>}
      {state.kind === 'failed' && (
        <LoadFailed
          error={state.error}
          what={t('completion.what')}
          retry={query.reload}
        />
      )}
      {state.kind === 'ready' && (
        <>
          <p aria-hidden="true" style={{ margin: '0.25rem 0 0', fontWeight: 700 }}>
            {say(completionText(state.value.percent))}
          </p>
          <div
            role="meter"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.value.percent}
            aria-valuetext={say(completionText(state.value.percent))}
          >
            <Track>
              <Fill $percent={state.value.percent} />
            </Track>
          </div>
          {state.value.missing.length === 0 ? (
            <Hint>{t('completion.done')}</Hint>
          ) : (
            <>
              <Hint>{t('completion.missing')}</Hint>
              <ul aria-label={t('completion.missingList')}>
                {state.value.missing.map((field) => (
                  <li key={field}>
                    <Link to={`/patient/edit-profile?field=${FORM_FIELD_OF[field]}`}>{t('completion.add', { field: say(PROFILE_FIELD_LABELS[field]).toLowerCase() })}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Box>
  );
}
