import { Creator, type CreatorInput } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** The profile fields a developer may change after registering. */
export type CreatorProfile = Pick<CreatorInput, 'name' | 'email' | 'homepage'>;

/** POST /creator/api/creators: registers the signed-in user as a developer. */
export function registerCreator(input: CreatorInput): Promise<Creator> {
  return api.post('/creator/api/creators', { body: input, schema: Creator });
}

/** PATCH /creator/api/creator: name, email and homepage. */
export function updateCreator(profile: CreatorProfile): Promise<Creator> {
  return api.patch('/creator/api/creator', { body: profile, schema: Creator });
}

/** POST /creator/api/agreement: records both agreements. */
export function agreeToTerms(): Promise<Creator> {
  return api.post('/creator/api/agreement', {
    body: { isAgreeToTerms: true, isAgreeToDevelopersTerms: true },
    schema: Creator,
  });
}

/** DELETE /creator/api/creator: withdraws; refused while the developer still has items. */
export function withdrawCreator(): Promise<void> {
  return api.delete('/creator/api/creator', {
    query: { confirm: true },
    responseType: 'none',
  });
}
