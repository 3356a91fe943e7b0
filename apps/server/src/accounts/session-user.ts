import { ageOn } from './age.js';

/** The signed-in user as routes see it. */
export interface SessionUser {
  id: string;
  email: string;
  nickname: string;
  age: number;
  profileImage: string | null;
  bigProfileImage: string | null;
  naverId: string | null;
  isAdmin: boolean;
}

/** The users columns a SessionUser is read from (a session cookie's or an access token's). */
export const SESSION_USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.nickname',
  'users.birth_date',
  'users.profile_image',
  'users.big_profile_image',
  'users.naver_id',
  'users.is_admin',
] as const;

/** A row of SESSION_USER_COLUMNS as the user routes see. */
export function sessionUserOf(row: {
  id: string;
  email: string;
  nickname: string;
  birth_date: string;
  profile_image: string | null;
  big_profile_image: string | null;
  naver_id: string | null;
  is_admin: boolean;
}): SessionUser {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    age: ageOn(row.birth_date),
    profileImage: row.profile_image,
    bigProfileImage: row.big_profile_image,
    naverId: row.naver_id,
    isAdmin: row.is_admin,
  };
}
