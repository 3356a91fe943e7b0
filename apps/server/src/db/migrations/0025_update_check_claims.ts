/**
 * Update checks count once per item, client address and day (see src/usage): a claim is a
 * salted hash of the address (an IPv6 one by its /64), the item, what it counts and the day,
 * never the address itself. Claims are unique per day, so a check counted by one server is not
 * counted again by another or after a restart. Each day has its own random salt, and claims
 * and salts are deleted once their day is over, after which nothing links a claim to an address.
 */
export const statements: string[] = [
  `CREATE TABLE usage_day_salts (
      day date PRIMARY KEY,
      salt bytea NOT NULL
    )`,
  `CREATE TABLE update_check_claims (
      day date NOT NULL,
      digest bytea NOT NULL,
      PRIMARY KEY (day, digest)
    )`,
];
