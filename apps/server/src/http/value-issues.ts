import {
  type Language,
  VALUE_KINDS,
  type ValueIssueKind,
  valueIssueMessage,
} from '@lagoon/contract';

/** One refusal of a route's zod schema, as fastify-type-provider-zod reports it. */
export interface SchemaIssue {
  /** The zod issue code: too_big, invalid_type, invalid_value … */
  keyword: string;
  /** "/description/ko": where in the input the refused value is. */
  instancePath: string;
  /** The rest of the zod issue: its bound, its origin, the values it accepts. */
  params?: Record<string, unknown>;
  /** The schema's message: a message key where the contract gives one. */
  message?: string;
}

/** Kinds of value zod names that VALUE_KINDS words the same way. */
const KIND_ALIASES: Readonly<Record<string, keyof typeof VALUE_KINDS>> = {
  int: 'number',
  bigint: 'number',
  record: 'object',
  map: 'object',
  tuple: 'array',
  set: 'array',
};

/** At most this many accepted values are listed in one message. */
const LISTED_VALUES_MAX = 12;

/** The dotted field name of an issue's path ("description.ko"); '' for the input itself. */
export function fieldOf(issue: Pick<SchemaIssue, 'instancePath'>): string {
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function valueAt(input: unknown, segments: readonly string[]): unknown {
  let value = input;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function numberParam(params: Record<string, unknown>, name: string): number | string | undefined {
  const value = params[name];
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : undefined;
}

/**
 * What one refused value is, as the contract words it (VALUE_ISSUES): missing, too long or too
 * short (with the schema's bound), not one of the accepted values (listing them), of the wrong
 * kind, or otherwise not accepted. `input` is the body, query or parameters the schema read, so
 * a missing field is told apart from one of the wrong kind.
 */
export function schemaIssueWords(issue: SchemaIssue, input: unknown, language: Language): string {
  const field = fieldOf(issue);
  const params = issue.params ?? {};
  const words = (kind: ValueIssueKind, values: Parameters<typeof valueIssueMessage>[2]) =>
    valueIssueMessage(kind, language, values);
  const segments = field === '' ? [] : issue.instancePath.split('/').slice(1);
  const origin = typeof params.origin === 'string' ? params.origin : '';
  switch (issue.keyword) {
    case 'invalid_type': {
      if (valueAt(input, segments) === undefined) return words('required', { field });
      const expected = String(params.expected ?? '');
      const kind = KIND_ALIASES[expected] ?? expected;
      if (Object.hasOwn(VALUE_KINDS, kind)) return words('wrongType', { field, expected: kind });
      break;
    }
    case 'too_big': {
      const limit = numberParam(params, 'maximum');
      if (limit === undefined) break;
      if (origin === 'string') return words('tooLong', { field, limit });
      if (origin === 'array' || origin === 'set') return words('tooMany', { field, limit });
      if (origin === 'number' || origin === 'bigint') return words('tooLarge', { field, limit });
      break;
    }
    case 'too_small': {
      const limit = numberParam(params, 'minimum');
      if (limit === undefined) break;
      if (origin === 'string') {
        return limit === '1' ? words('required', { field }) : words('tooShort', { field, limit });
      }
      if (origin === 'array' || origin === 'set') {
        return limit === '1' ? words('empty', { field }) : words('tooFew', { field, limit });
      }
      if (origin === 'number' || origin === 'bigint') return words('tooSmall', { field, limit });
      break;
    }
    case 'invalid_value': {
      const accepted = Array.isArray(params.values) ? params.values.map(String) : [];
      if (accepted.length === 0) break;
      return words('notOneOf', { field, values: accepted.slice(0, LISTED_VALUES_MAX) });
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
      if (keys.length === 0) break;
      const names = keys.map((key) => (field ? `${field}.${key}` : key));
      return words('unknownFields', { field, values: names });
    }
    case 'custom':
      // A rule of the schema's own, named by a message key (`itemReports.text.required`).
      if (issue.message?.endsWith('.required')) return words('required', { field });
      break;
  }
  return words('invalid', { field });
}
