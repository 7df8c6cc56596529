import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'ghost' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  font-size: 1rem;
  cursor: pointer;
  border: 2px solid ${({ theme }) => theme.colours.primary};
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colours.primary};
          color: #fff;
        `
      : $variant === 'secondary'
        ? css`
            background: #fff;
            color: ${theme.colours.primary};
          `
        : css`
            background: transparent;
            border-color: transparent;
            color: ${theme.colours.primary};
          `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colours.error};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.error};
  font-size: 0.9rem;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.muted};
  font-size: 0.9rem;
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.25rem;
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.4rem, 2.5vw, 2rem);
  margin: 0 0 0.75rem;
`;

/**
 * An icon that leads a card or an empty state: larger, in a soft disc of the theme's colours.
 * Decorative like any icon beside text; the card's heading or the empty state's words say it.
 */
export const IconDisc = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colours.primarySoft};
  color: ${({ theme }) => theme.colours.primary};
  .lucide {
    width: 1.75rem;
    height: 1.75rem;
  }
`;

/** A link that looks like the primary button: it moves to the next page, so it is a link. */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin-top: 1rem;
  padding: 0.5rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;
