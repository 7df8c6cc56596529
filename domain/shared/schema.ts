import type { Result } from 'ts-results-es';
import * as v from 'valibot';

/**
 * A valibot schema with exactly the rules and messages of a value object's parser, so a
 * form field and the domain can never disagree about what is valid.
 */
export function schemaFromParser<T>(parse: (input: string) => Result<T, string>, notTextMessage: string) {
  return v.pipe(
    v.string(notTextMessage),
    v.rawTransform<string, T>(({ dataset, addIssue, NEVER }) => {
      const parsed = parse(dataset.value);
      if (parsed.isErr()) {
        addIssue({ message: parsed.error });
        return NEVER;
      }
      return parsed.value;
    }),
  );
}

/** The first message per field of a failed parse, keyed by the field's name: what forms show. */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    messages[key] ??= issue.message;
  }
  return messages;
}
