import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { ssoBottomBar } from '../../../../domain/session/menus';
import { CUSTOMER_CARE_NUMBER } from '../../../../domain/shared/constants';
import { Button } from '../../../ui/controls';
import { MENU_ICONS } from '../menu-icons';
import { useMenuContext } from '../use-menu-context';
import { menuLabels } from '../../../i18n/menu-labels';
import { signedInMessages } from './messages';

const Bar = styled.nav`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  z-index: 30;
  background: #fff;
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  ul {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.15rem;
    min-height: 56px;
    width: 100%;
    font: inherit;
    font-size: 0.85rem;
    background: none;
    border: 0;
    color: ${({ theme }) => theme.colours.text};
    text-decoration: none;
    cursor: pointer;
    text-align: center;
  }
  a.active {
    color: ${({ theme }) => theme.colours.primary};
    font-weight: 700;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: none;
  }
`;

const Dialog = styled.dialog`
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.5rem;
  max-width: min(90vw, 360px);
  &::backdrop {
    background: rgb(0 0 0 / 40%);
  }
`;

/** The SSO users' phone navigation (spec §2), with the customer-care number a tap away. */
export function SsoBottomBar() {
  const items = ssoBottomBar(useMenuContext());
  const dialog = useRef<HTMLDialogElement>(null);
  const t = signedInMessages.useT();
  const text = menuLabels.useT();
  if (items === null) return null;
  const tel = CUSTOMER_CARE_NUMBER.replace(/\s+/g, '');
  return (
    <>
      <Bar aria-label={t('sso.nav')}>
        <ul>
          {items.map((item) => {
            const Icon = MENU_ICONS[item.id];
            const icon = Icon && <Icon />;
            return (
              <li key={item.id}>
                {item.id === 'need-assistance' ? (
                  <button type="button" onClick={() => dialog.current?.showModal()}>
                    {icon}
                    {text(item.label)}
                  </button>
                ) : (
                  <NavLink to={item.to} end>
                    {icon}
                    {text(item.label)}
                  </NavLink>
                )}
              </li>
            );
          })}
        </ul>
      </Bar>
      <Dialog ref={dialog} aria-labelledby="need-assistance-title">
        <h2 id="need-assistance-title">{t('sso.assistance.title')}</h2>
        <p>
          {t('sso.assistance.text')} <a href={`tel:${tel}`}>{CUSTOMER_CARE_NUMBER}</a>
        </p>
        <form method="dialog">
          <Button type="submit">{t('sso.assistance.close')}</Button>
        </form>
      </Dialog>
    </>
  );
}
