import { useEffect, useState } from 'react';
import type { Result } from 'ts-results-es';
import type { InvalidForm } from '../../domain/account/forms';
import type { CallBackReceipt } from '../../domain/consultations/call-back';
import { describeApiError, type ApiError } from '../../domain/shared/errors';
import { useDomainText } from '../i18n/domain-text';
import { notSentIfInvalid } from './throttled-submit';
import { useForm } from './use-form';

/** A call-back request's use-case as a form reads it: its draft, its check and its send. */
export interface CallBackRequestFlow<T extends object> {
  draft(): T;
  keepDraft(form: T): void;
  validate(form: T): Result<T, InvalidForm<keyof T & string>>;
  submit(form: T): Promise<Result<CallBackReceipt, InvalidForm<keyof T & string> | { kind: 'in-progress' } | ApiError>>;
}

/**
 * A form that asks for a call back (a programme's enquiry, a Smart Clinic visit): the fields kept
 * as a draft until the request is sent, the server's field messages at their fields, a failure
 * said once in the form, and the receipt with the form as it was sent.
 */
export function useCallBackForm<T extends object>(flow: CallBackRequestFlow<T>) {
  const say = useDomainText();
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<{ receipt: CallBackReceipt; form: T } | null>(null);
  const form = useForm<T, T>({
    initial: () => flow.draft(),
    validate: (values) => flow.validate(values),
    onStart: () => setFailure(null),
    submit: async (_valid, values) => {
      const sent = await flow.submit(values);
      if (sent.isOk()) {
        setReceipt({ receipt: sent.value, form: values });
        return;
      }
      if (sent.error.kind === 'invalid') {
        form.showErrors(sent.error.fields);
        return notSentIfInvalid(sent.error);
      }
      if (sent.error.kind !== 'in-progress') setFailure(say(describeApiError(sent.error)));
    },
  });
  const { values } = form;
  useEffect(() => {
    if (receipt === null) flow.keepDraft(values);
  }, [flow, receipt, values]);
  return { ...form, failure, receipt };
}
