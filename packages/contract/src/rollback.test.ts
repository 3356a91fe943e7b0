import { describe, expect, it } from 'vitest';
import {
  compareItemVersions,
  isValidItemVersion,
  newVersionProblem,
  proposeRollbackVersion,
} from './rollback.js';

describe('rollback versions', () => {
  it('accepts the versions Chromium and the store accept, and nothing looser', () => {
    for (const version of ['0', '1', '1.2', '1.2.3', '1.2.3.4', '65535.0.0.65535']) {
      expect(isValidItemVersion(version), version).toBe(true);
    }
    for (const version of ['', '01', '1.02', '1.2.3.4.5', '65536', '1..2', '1.2.', 'v1', ' 1']) {
      expect(isValidItemVersion(version), version).toBe(false);
    }
    expect(compareItemVersions('1.0', '1.0.0')).toBe(0);
    expect(compareItemVersions('1.10', '1.9')).toBe(1);
  });

  it('proposes the highest version with its last part raised, padded when it is full', () => {
    expect(proposeRollbackVersion(['1.2.0'])).toBe('1.2.1');
    expect(proposeRollbackVersion(['1.2', '1.10', '1.9.9'])).toBe('1.11');
    expect(proposeRollbackVersion(['1.65535'])).toBe('1.65535.1');
    expect(proposeRollbackVersion(['1.2.3.65535'])).toBe('1.2.4');
    expect(proposeRollbackVersion(['65535.65535.65535.65535'])).toBeNull();
    expect(proposeRollbackVersion([])).toBeNull();
  });

  it('wants a valid new version above every version the item had', () => {
    expect(newVersionProblem('2.0.1', '2.0.0')).toBeNull();
    expect(newVersionProblem('2.0.0.0', '2.0.0')).toBe('ROLLBACK_NEW_VERSION_NOT_HIGHER');
    expect(newVersionProblem('1.9', '2.0.0')).toBe('ROLLBACK_NEW_VERSION_NOT_HIGHER');
    expect(newVersionProblem('2.01', '2.0.0')).toBe('ROLLBACK_NEW_VERSION_INVALID');
  });
});
