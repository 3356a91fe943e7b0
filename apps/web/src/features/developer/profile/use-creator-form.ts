import type { Creator } from '@lagoon/contract';
import { useCallback, useRef, useState } from 'react';
import {
  type CreatorField,
  type CreatorFieldErrors,
  type CreatorFormCheck,
  type CreatorFormMode,
  type CreatorFormValues,
  checkCreatorForm,
  EMPTY_CREATOR_FORM,
  firstInvalidField,
} from './creator-form-model';

export function valuesFromCreator(creator: Creator | null): CreatorFormValues {
  if (!creator) return EMPTY_CREATOR_FORM;
  return {
    name: creator.name,
    email: creator.email,
    homepage: creator.homepage ?? '',
    isAgreeToTerms: creator.isAgreeToTerms,
    isAgreeToDevelopersTerms: creator.isAgreeToDevelopersTerms,
  };
}

/**
 * The creator form's state. Problems appear when saving is tried; from then on every change
 * checks again, so a message goes away as soon as the field is fixed.
 */
export function useCreatorForm(mode: CreatorFormMode, creator: Creator | null) {
  const [values, setValues] = useState<CreatorFormValues>(() => valuesFromCreator(creator));
  const [errors, setErrors] = useState<CreatorFieldErrors>({});
  const [missingRequired, setMissingRequired] = useState(false);
  const [tried, setTried] = useState(false);
  const elements = useRef<Partial<Record<CreatorField, HTMLInputElement | null>>>({});

  const register = useCallback(
    (field: CreatorField) => (element: HTMLInputElement | null) => {
      elements.current[field] = element;
    },
    [],
  );

  const setValue = <F extends CreatorField>(field: F, value: CreatorFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!tried) return;
    const check = checkCreatorForm(next, mode);
    setErrors(check.ok ? {} : check.errors);
    setMissingRequired(check.ok ? false : check.missingRequired);
  };

  const focusFirstInvalid = (fieldErrors: CreatorFieldErrors) => {
    const field = firstInvalidField(fieldErrors);
    if (field) elements.current[field]?.focus();
  };

  /** Checks everything; on problems marks the fields and focuses the first one. */
  const validate = (): CreatorFormCheck => {
    setTried(true);
    const check = checkCreatorForm(values, mode);
    setErrors(check.ok ? {} : check.errors);
    setMissingRequired(check.ok ? false : check.missingRequired);
    if (!check.ok) focusFirstInvalid(check.errors);
    return check;
  };

  /** Shows the problems the server found. */
  const showServerErrors = (fieldErrors: CreatorFieldErrors) => {
    setTried(true);
    setErrors(fieldErrors);
    focusFirstInvalid(fieldErrors);
  };

  const reset = (next: CreatorFormValues) => {
    setValues(next);
    setErrors({});
    setMissingRequired(false);
    setTried(false);
  };

  return {
    values,
    errors,
    missingRequired,
    setValue,
    register,
    validate,
    showServerErrors,
    reset,
  };
}
