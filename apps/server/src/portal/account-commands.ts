import { hashPassword } from '../accounts/password.js';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/database.js';

/** A stored profile picture: the small and the large copy's addresses. */
export interface ProfileImages {
  profileImage: string;
  bigProfileImage: string;
}

/** A new account made by the sign-up form. */
export interface NewAccount {
  email: string;
  passwordHash: string;
  nickname: string;
  birthDate: string;
  images: ProfileImages | null;
}

/** Creates an account; answers its id, or null when another account took the email meanwhile. */
export async function createAccount(db: Db, account: NewAccount): Promise<string | null> {
  try {
    const created = await db
      .insertInto('users')
      .values({
        email: account.email,
        password_hash: account.passwordHash,
        nickname: account.nickname,
        birth_date: account.birthDate,
        profile_image: account.images?.profileImage ?? null,
        big_profile_image: account.images?.bigProfileImage ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return null;
  }
}

/** Stores a new password for an account, hashed. */
export async function storePassword(db: Db, userId: string, password: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', userId)
    .execute();
}

/** Saves the profile form: the nickname and, when one was sent, a new picture. */
export async function saveProfile(
  db: Db,
  userId: string,
  nickname: string,
  images: ProfileImages | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      nickname,
      ...(images
        ? { profile_image: images.profileImage, big_profile_image: images.bigProfileImage }
        : {}),
    })
    .where('id', '=', userId)
    .execute();
}
