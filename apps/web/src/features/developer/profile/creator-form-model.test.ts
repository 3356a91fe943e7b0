import { describe, expect, it } from 'vitest';
import {
  type CreatorFormValues,
  checkCreatorForm,
  EMPTY_CREATOR_FORM,
  fieldErrorsFromApi,
  firstInvalidField,
  formFields,
  hasMissingRequired,
  isCreatorMessageKey,
} from './creator-form-model';

const valid: CreatorFormValues = {
  name: ' Dana Studio ',
  email: 'dana@example.com',
  homepage: '',
  isAgreeToTerms: true,
  isAgreeToDevelopersTerms: true,
};

describe('creator form checks', () => {
  it('accepts a complete form and trims what it sends', () => {
    const check = checkCreatorForm(valid, 'new');
    expect(check).toEqual({
      ok: true,
      profile: { name: 'Dana Studio', email: 'dana@example.com', homepage: '' },
      input: {
        name: 'Dana Studio',
        email: 'dana@example.com',
        homepage: '',
        isAgreeToTerms: true,
        isAgreeToDevelopersTerms: true,
      },
    });
  });

  it('marks every empty required field and asks for the required items', () => {
    const check = checkCreatorForm(EMPTY_CREATOR_FORM, 'new');
    expect(check).toEqual({
      ok: false,
      missingRequired: true,
      errors: {
        name: { key: 'creator.name.required' },
        email: { key: 'creator.email.invalid' },
        isAgreeToTerms: { key: 'creator.terms.required' },
        isAgreeToDevelopersTerms: { key: 'creator.terms.required' },
      },
    });
  });

  it('treats a name of spaces as empty', () => {
    const check = checkCreatorForm({ ...valid, name: '   ' }, 'new');
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.errors).toEqual({ name: { key: 'creator.name.required' } });
      expect(check.missingRequired).toBe(true);
    }
  });

  it('applies the limits: name 32, email 70, homepage 70', () => {
    expect(checkCreatorForm({ ...valid, name: 'n'.repeat(32) }, 'new').ok).toBe(true);
    const long = checkCreatorForm(
      {
        ...valid,
        name: 'n'.repeat(33),
        email: `${'e'.repeat(60)}@example.com`,
        homepage: `https://example.com/${'p'.repeat(60)}`,
      },
      'new',
    );
    expect(long).toEqual({
      ok: false,
      missingRequired: false,
      errors: {
        name: { key: 'creator.name.max' },
        email: { key: 'creator.email.invalid' },
        homepage: { key: 'creator.homepage.invalid' },
      },
    });
  });

  it('checks the email and the website address', () => {
    const check = checkCreatorForm(
      { ...valid, email: 'dana@', homepage: 'ftp://dana.example' },
      'new',
    );
    expect(check).toEqual({
      ok: false,
      missingRequired: false,
      errors: {
        email: { key: 'creator.email.invalid' },
        homepage: { key: 'creator.homepage.invalid' },
      },
    });
    expect(checkCreatorForm({ ...valid, homepage: 'https://dana.example' }, 'new').ok).toBe(true);
  });

  it('needs both agreements to register', () => {
    const check = checkCreatorForm({ ...valid, isAgreeToDevelopersTerms: false }, 'new');
    expect(check).toEqual({
      ok: false,
      missingRequired: true,
      errors: { isAgreeToDevelopersTerms: { key: 'creator.terms.required' } },
    });
  });

  it('does not ask for the agreements when editing', () => {
    const values = { ...valid, isAgreeToTerms: false, isAgreeToDevelopersTerms: false };
    expect(checkCreatorForm(values, 'edit').ok).toBe(true);
    expect(hasMissingRequired(values, 'edit')).toBe(false);
    expect(hasMissingRequired(values, 'new')).toBe(true);
    expect(formFields('edit')).toEqual(['name', 'email', 'homepage']);
    expect(formFields('new')).toHaveLength(5);
  });
});

describe('server field problems', () => {
  it('maps contract keys onto the fields, first problem wins', () => {
    expect(
      fieldErrorsFromApi({
        fields: [
          {
            field: 'name',
            code: 'creator.name.max',
            message: 'required field (max 32 characters)',
          },
          { field: 'name', code: 'creator.name.required', message: 'x' },
          { field: 'body.homepage', code: 'creator.homepage.invalid', message: 'y' },
          { field: 'isAgreeToTerms', code: 'creator.terms.required', message: 'z' },
        ],
      }),
    ).toEqual({
      name: { key: 'creator.name.max' },
      homepage: { key: 'creator.homepage.invalid' },
      isAgreeToTerms: { key: 'creator.terms.required' },
    });
  });

  it("keeps the server's words for codes it does not know, and ignores unknown fields", () => {
    expect(
      fieldErrorsFromApi({
        fields: [
          { field: 'email', code: 'too_big', message: 'Too long' },
          { field: 'homepage', code: 'weird', message: '' },
          { field: 'nickname', code: 'creator.name.required', message: 'x' },
        ],
      }),
    ).toEqual({
      email: { text: 'Too long' },
      homepage: { key: 'creator.homepage.invalid' },
    });
    expect(fieldErrorsFromApi({ fields: [] })).toEqual({});
  });

  it('finds the first invalid field in form order', () => {
    expect(
      firstInvalidField({
        isAgreeToTerms: { key: 'creator.terms.required' },
        email: { key: 'creator.email.invalid' },
      }),
    ).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
    expect(isCreatorMessageKey('creator.name.max')).toBe(true);
    expect(isCreatorMessageKey('creator.name')).toBe(false);
  });
});
