import type { Creator, CreatorInput } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** The profile fields a developer may change after registering. */
export type CreatorProfile = Pick<CreatorInput, 'name' | 'email' | 'homepage'>;

/** POST /creator/api/creators: registers the signed-in user as a developer. */
export function registerCreator(input: CreatorInput): Promise<Creator> {
  return api.post<Creator>('/creator/api/creators', { body: input });
}

/** PATCH /creator/api/creator: name, email and homepage. */
export function updateCreator(profile: CreatorProfile): Promise<Creator> {
  return api.patch<Creator>('/creator/api/creator', { body: profile });
}

/** POST /creator/api/agreement: records both agreements. */
export function agreeToTerms(): Promise<Creator> {
  return api.post<Creator>('/creator/api/agreement', {
    body: { isAgreeToTerms: true, isAgreeToDevelopersTerms: true },
  });
}

/** DELETE /creator/api/creator: withdraws; refused while the developer still has items. */
export function withdrawCreator(): Promise<void> {
  return api.delete('/creator/api/creator', {
    query: { confirm: true },
    responseType: 'none',
  });
}
