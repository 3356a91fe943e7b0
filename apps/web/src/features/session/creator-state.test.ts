import type { Creator } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { hasAgreedToTerms, isNotACreatorError, readCreatorState } from './creator-state';

const creator: Creator = {
  creatorId: 'c1',
  name: 'Dana Studio',
  email: 'dana@example.com',
  homepage: null,
  isAgreeToTerms: true,
  isAgreeToDevelopersTerms: true,
  isCreator: true,
};

function apiError(code: ApiError['code'], status: number): ApiError {
  return new ApiError({ code, status, message: code });
}

describe('creator state', () => {
  it('is pending until the call answers', () => {
    expect(readCreatorState(undefined)).toEqual({
      status: 'pending',
    });
  });

  it('is a developer when the profile came back', () => {
    expect(readCreatorState({ data: creator })).toEqual({
      status: 'developer',
      creator,
    });
    expect(readCreatorState({ data: { ...creator, isCreator: false } })).toEqual({
      status: 'none',
    });
  });

  it('reads refusals as "not a developer"', () => {
    for (const error of [
      apiError('NOT_A_CREATOR', 404),
      apiError('NOT_A_CREATOR', 403),
      apiError('LOGIN_REQUIRED', 401),
      apiError('AGE_LIMIT', 403),
    ]) {
      expect(isNotACreatorError(error)).toBe(true);
      expect(readCreatorState({ error })).toEqual({
        status: 'none',
      });
    }
  });

  it('keeps failures apart from refusals', () => {
    const network = new ApiError({
      code: 'INTERNAL_ERROR',
      status: 0,
      message: 'x',
      isNetworkError: true,
    });
    const server = apiError('INTERNAL_ERROR', 500);
    for (const error of [network, server]) {
      expect(isNotACreatorError(error)).toBe(false);
      expect(readCreatorState({ error })).toEqual({
        status: 'failed',
        error,
      });
    }
  });

  it('needs both agreements', () => {
    expect(hasAgreedToTerms(creator)).toBe(true);
    expect(hasAgreedToTerms({ ...creator, isAgreeToTerms: false })).toBe(false);
    expect(hasAgreedToTerms({ ...creator, isAgreeToDevelopersTerms: false })).toBe(false);
  });
});
