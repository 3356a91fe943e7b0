/**
 * Drift alerts in the fleet (see src/fleet/alert-*.ts). An alert is one cause (`cause_key`:
 * its kind, extension and what makes it distinct, such as the group or the version); at most
 * one alert per cause is not resolved, which the partial unique index holds even when several
 * servers raise it at once. `groups` and `details` are JSON as the contract's FleetAlert has
 * them; `mailed_at` is when the alert went out in an administrators' digest.
 *
 * `fleet_extension_versions` keeps what each version of an extension asked for when a browser
 * first reported it, so a later version can be compared with the one before it even once no
 * browser has the earlier one any more. `item_owner_changes` records every move of a store item
 * to another developer account, whatever writes it (a trigger on items.creator_id, so no
 * command or operator's statement can move an item unrecorded); the alerts read it, and so may
 * the risk score's "publisher changed".
 * `admin_mail_preferences`: an administrator's choice of the alert digest (on without a row).
 */
export const statements: string[] = [
  `CREATE TABLE fleet_alerts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL
        CHECK (kind IN ('not-allowed','permissions-increased','owner-changed','unknown-rise')),
      cause_key text NOT NULL,
      extension_id text NOT NULL,
      name text NOT NULL,
      groups jsonb NOT NULL DEFAULT '[]'::jsonb,
      details jsonb NOT NULL,
      state text NOT NULL DEFAULT 'open' CHECK (state IN ('open','acknowledged','resolved')),
      browsers integer NOT NULL DEFAULT 0,
      count integer NOT NULL DEFAULT 1,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      acknowledged_at timestamptz,
      acknowledged_by uuid REFERENCES users (id) ON DELETE SET NULL,
      resolved_at timestamptz,
      mailed_at timestamptz
    )`,
  `CREATE UNIQUE INDEX fleet_alerts_active_cause_key ON fleet_alerts (cause_key)
      WHERE state <> 'resolved'`,
  'CREATE INDEX fleet_alerts_state_idx ON fleet_alerts (state, last_seen_at DESC)',
  'CREATE INDEX fleet_alerts_extension_idx ON fleet_alerts (extension_id)',
  `CREATE TABLE fleet_extension_versions (
      extension_id text NOT NULL,
      version text NOT NULL,
      permissions jsonb NOT NULL DEFAULT '[]'::jsonb,
      host_permissions jsonb NOT NULL DEFAULT '[]'::jsonb,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (extension_id, version)
    )`,
  `CREATE TABLE item_owner_changes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      from_creator_id uuid REFERENCES creators (id) ON DELETE SET NULL,
      to_creator_id uuid REFERENCES creators (id) ON DELETE SET NULL,
      changed_at timestamptz NOT NULL DEFAULT now()
    )`,
  'CREATE INDEX item_owner_changes_item_idx ON item_owner_changes (item_id, changed_at DESC)',
  `CREATE FUNCTION record_item_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO item_owner_changes (item_id, from_creator_id, to_creator_id)
        VALUES (NEW.id, OLD.creator_id, NEW.creator_id);
      RETURN NEW;
    END
    $$`,
  `CREATE TRIGGER items_owner_change AFTER UPDATE OF creator_id ON items
      FOR EACH ROW WHEN (OLD.creator_id IS DISTINCT FROM NEW.creator_id)
      EXECUTE FUNCTION record_item_owner_change()`,
  `CREATE TABLE admin_mail_preferences (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      fleet_alerts boolean NOT NULL DEFAULT true,
      language text NOT NULL DEFAULT 'en' CHECK (language IN ('en','ko')),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
];
