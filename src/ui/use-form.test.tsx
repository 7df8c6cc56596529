import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { validateForm } from '../../domain/account/forms';
import { renderWithTheme } from '../test/render-with-theme';
import { Actions, FormAlert, SubmitButton, TextField } from './form';
import { useForm } from './use-form';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter your name')),
  city: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter your city')),
});
type Values = { name: string; city: string };

/** A form built the way the kit's docs say, over a valibot schema, sending to `send`. */
function CityForm({ send }: { send: (values: v.InferOutput<typeof schema>) => Promise<Result<void, string>> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, field, busy, onSubmit } = useForm({
    initial: { name: '', city: '' },
    validate: (values: Values) => validateForm(schema, values),
    checkOnLeave: true,
    onStart: () => setFailure(null),
    submit: async (valid) => {
      const sent = await send(valid);
      if (sent.isErr()) setFailure(sent.error);
    },
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {failure && <FormAlert role="alert">{failure}</FormAlert>}
      <TextField label="Name" hint="As on your ID" {...field('name')} />
      <TextField label="City" {...field('city')} />
      <Actions>
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save
        </SubmitButton>
      </Actions>
    </form>
  );
}

describe('the form kit', () => {
  it('says what is wrong at each field, with its hint, marks it invalid, focuses the first, and sends nothing', async () => {
    const send = vi.fn(async () => Ok(undefined));
    const { user } = renderWithTheme(<CityForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on your ID Enter your name');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Enter your city');
    await waitFor(() => expect(name).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });

  it('checks a field as it is left, and clears its message as soon as it is right', async () => {
    const { user } = renderWithTheme(<CityForm send={async () => Ok(undefined)} />);
    const name = screen.getByLabelText('Name');
    await user.click(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription('As on your ID Enter your name');
    await user.type(name, 'R');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).toHaveAccessibleDescription('As on your ID');
  });

  it('sends once on a double click, says it is busy meanwhile, and sends the parsed values', async () => {
    let answer: (result: Result<void, string>) => void = () => undefined;
    const send = vi.fn(() => new Promise<Result<void, string>>((resolve) => (answer = resolve)));
    const { user } = renderWithTheme(<CityForm send={send} />);
    await user.type(screen.getByLabelText('Name'), ' Asha ');
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer(Ok(undefined));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Asha', city: 'Pune' });
  });

  it('keeps everything typed after a failed send', async () => {
    const { user } = renderWithTheme(<CityForm send={async () => Err('The server did not answer.')} />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not answer.');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
  });
});
