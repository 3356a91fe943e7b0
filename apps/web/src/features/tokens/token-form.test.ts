import { describe, expect, it } from 'vitest';
import {
  expiryDateRange,
  initialTokenForm,
  scopeChoices,
  tokenFormProblems,
  tokenInput,
  withScope,
} from './token-form';

const TODAY = new Date(2026, 4, 10, 15, 30);

describe('the create-token form', () => {
  it('offers item scopes to developers and admin scopes too in the console', () => {
    expect(scopeChoices('developers')).toEqual(['items:read', 'items:write', 'items:submit']);
    expect(scopeChoices('admin')).toEqual([
      'admin:read',
      'admin:write',
      'items:read',
      'items:write',
      'items:submit',
    ]);
    expect(initialTokenForm('developers')).toMatchObject({ scopes: ['items:read'], expiry: '90' });
    expect(initialTokenForm('admin').scopes).toEqual(['admin:read']);
  });

  it('keeps scopes in the contract’s order whatever order they are ticked in', () => {
    let form = initialTokenForm('developers');
    form = withScope(form, 'items:submit', true);
    form = withScope(form, 'items:write', true);
    expect(form.scopes).toEqual(['items:read', 'items:write', 'items:submit']);
    expect(withScope(form, 'items:read', false).scopes).toEqual(['items:write', 'items:submit']);
  });

  it('names what is missing: a name, a scope, a date within a year', () => {
    const empty = { ...initialTokenForm('developers'), scopes: [] };
    expect(tokenFormProblems(empty, TODAY)).toEqual(['name', 'scopes']);
    expect(
      tokenFormProblems({ ...empty, name: 'x'.repeat(65), scopes: ['items:read'] }, TODAY),
    ).toEqual(['name']);
    const dated = { ...initialTokenForm('developers'), name: 'CI', expiry: 'date' as const };
    expect(tokenFormProblems({ ...dated, date: '' }, TODAY)).toEqual(['date']);
    expect(tokenFormProblems({ ...dated, date: '2026-05-10' }, TODAY)).toEqual(['date']);
    expect(tokenFormProblems({ ...dated, date: '2027-05-11' }, TODAY)).toEqual(['date']);
    expect(tokenFormProblems({ ...dated, date: '2027-05-10' }, TODAY)).toEqual([]);
    expect(expiryDateRange(TODAY)).toEqual({ min: '2026-05-11', max: '2027-05-10' });
  });

  it('sends days for a choice and the start of the chosen day for a date', () => {
    const form = { ...initialTokenForm('developers'), name: '  Release job ' };
    expect(tokenInput(form, TODAY)).toEqual({
      name: 'Release job',
      scopes: ['items:read'],
      expiresInDays: 90,
    });
    expect(tokenInput({ ...form, expiry: '365' }, TODAY)).toMatchObject({ expiresInDays: 365 });
    const dated = tokenInput({ ...form, expiry: 'date', date: '2026-06-01' }, TODAY);
    expect(dated).toEqual({
      name: 'Release job',
      scopes: ['items:read'],
      expiresAt: new Date(2026, 5, 1).toISOString(),
    });
    expect(tokenInput({ ...form, name: '' }, TODAY)).toBeNull();
  });
});
