import { CreatorInput } from '@lagoon/contract';
import type { ApiError } from '../../../lib/api-error';
import type { CreatorProfile } from '../api/creator-api';

/** What the form holds; strings as typed, so the counters and the checks see the raw text. */
export interface CreatorFormValues {
  name: string;
  email: string;
  homepage: string;
  isAgreeToTerms: boolean;
  isAgreeToDevelopersTerms: boolean;
}

export type CreatorField = keyof CreatorFormValues;
export type CreatorFormMode = 'new' | 'edit';

export const CREATOR_FIELDS: readonly CreatorField[] = [
  'name',
  'email',
  'homepage',
  'isAgreeToTerms',
  'isAgreeToDevelopersTerms',
];

/** The message keys the contract's CreatorInput schema and the server use. */
export const CREATOR_MESSAGE_KEYS = [
  'creator.name.required',
  'creator.name.max',
  'creator.email.invalid',
  'creator.homepage.invalid',
  'creator.terms.required',
] as const;
export type CreatorMessageKey = (typeof CREATOR_MESSAGE_KEYS)[number];

export function isCreatorMessageKey(value: string): value is CreatorMessageKey {
  return (CREATOR_MESSAGE_KEYS as readonly string[]).includes(value);
}

/** The message each field falls back to when a problem comes without a key we know. */
const FIELD_FALLBACK: Record<CreatorField, CreatorMessageKey> = {
  name: 'creator.name.required',
  email: 'creator.email.invalid',
  homepage: 'creator.homepage.invalid',
  isAgreeToTerms: 'creator.terms.required',
  isAgreeToDevelopersTerms: 'creator.terms.required',
};

/** A field's problem: a catalog key, or the server's own words when it sent no key we know. */
export type FieldMessage = { key: CreatorMessageKey } | { text: string };
export type CreatorFieldErrors = Partial<Record<CreatorField, FieldMessage>>;

export const EMPTY_CREATOR_FORM: CreatorFormValues = {
  name: '',
  email: '',
  homepage: '',
  isAgreeToTerms: false,
  isAgreeToDevelopersTerms: false,
};

function isCreatorField(value: string): value is CreatorField {
  return (CREATOR_FIELDS as readonly string[]).includes(value);
}

/** The fields the form shows and checks: editing leaves the agreements alone. */
export function formFields(mode: CreatorFormMode): readonly CreatorField[] {
  return mode === 'new' ? CREATOR_FIELDS : CREATOR_FIELDS.slice(0, 3);
}

/** A required field left empty or a required box left unticked: the form asks for them. */
export function hasMissingRequired(values: CreatorFormValues, mode: CreatorFormMode): boolean {
  if (values.name.trim() === '' || values.email.trim() === '') return true;
  return mode === 'new' && !(values.isAgreeToTerms && values.isAgreeToDevelopersTerms);
}

export type CreatorFormCheck =
  | { ok: true; input: CreatorInput; profile: CreatorProfile }
  | { ok: false; errors: CreatorFieldErrors; missingRequired: boolean };

const ProfileInput = CreatorInput.pick({ name: true, email: true, homepage: true });

/**
 * Checks the form with the contract's schema, the one the server applies, and keeps the first
 * problem of each field.
 */
export function checkCreatorForm(
  values: CreatorFormValues,
  mode: CreatorFormMode,
): CreatorFormCheck {
  const trimmed = {
    ...values,
    name: values.name.trim(),
    email: values.email.trim(),
    homepage: values.homepage.trim(),
  };
  const result = mode === 'new' ? CreatorInput.safeParse(trimmed) : ProfileInput.safeParse(trimmed);
  if (result.success) {
    const profile: CreatorProfile = {
      name: trimmed.name,
      email: trimmed.email,
      homepage: trimmed.homepage,
    };
    return {
      ok: true,
      profile,
      input: { ...profile, isAgreeToTerms: true, isAgreeToDevelopersTerms: true },
    };
  }
  const errors: CreatorFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!isCreatorField(field) || errors[field]) continue;
    errors[field] = {
      key: isCreatorMessageKey(issue.message) ? issue.message : FIELD_FALLBACK[field],
    };
  }
  return { ok: false, errors, missingRequired: hasMissingRequired(values, mode) };
}

/**
 * The field problems of a refused save. The server names fields as the form does (perhaps with a
 * "body." prefix) and uses the same keys as codes.
 */
export function fieldErrorsFromApi(error: Pick<ApiError, 'fields'>): CreatorFieldErrors {
  const errors: CreatorFieldErrors = {};
  for (const issue of error.fields) {
    const field = issue.field.split('.').pop() ?? '';
    if (!isCreatorField(field) || errors[field]) continue;
    errors[field] = isCreatorMessageKey(issue.code)
      ? { key: issue.code }
      : issue.message
        ? { text: issue.message }
        : { key: FIELD_FALLBACK[field] };
  }
  return errors;
}

/** The first field with a problem, in the order the form shows them, for focusing it. */
export function firstInvalidField(errors: CreatorFieldErrors): CreatorField | undefined {
  return CREATOR_FIELDS.find((field) => errors[field] !== undefined);
}
