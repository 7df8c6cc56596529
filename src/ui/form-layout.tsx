import styled from 'styled-components';

/** The boxes a form is laid out in: its row of buttons, its sections, and its failure and success messages. */

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-top: 0.5rem;
`;

export const Section = styled.section`
  margin-bottom: 2rem;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.75rem;
  }
`;

export const FormAlert = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colours.error};
  color: ${({ theme }) => theme.colours.error};
  background: #fff5f4;
`;

export const Success = styled.div`
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colours.success};
  background: #f1faf3;
`;
