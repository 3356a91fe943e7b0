import type { InstallPolicy } from '@lagoon/contract';
import { type RawBuilder, sql } from 'kysely';

/**
 * How the default browser group's browsers get an item, in the words of the store-wide choice
 * the Browsers page has always offered: `required` (force-installed), `preinstalled`
 * (normal-installed) or `none`. The default group's entries are where that choice is kept
 * (migration 0026 moved it there), so every group's policy is built one way; this is the one
 * place the mapping is written, for the Browsers page and the install report. `alias` names the
 * items table.
 */
export function defaultInstallPolicySql(alias: string): RawBuilder<InstallPolicy> {
  return sql<InstallPolicy>`coalesce((
    select case gi.mode
      when 'force_installed' then 'required'
      when 'normal_installed' then 'preinstalled'
    end
    from browser_group_items gi
    join browser_groups g on g.id = gi.group_id and g.is_default
    where gi.item_id = ${sql.ref(`${alias}.id`)}
  ), 'none')`;
}
