/** English messages of the console's browser groups (the Browsers page and each group's page). */
export const groups = {
  title: 'Browser groups',
  intro:
    'Sort your managed browsers into groups, one for each department or kind of computer: each group has its own policy file, with its own install mode, limits and items.',
  defaultFile:
    'The policy file below is the default group’s: browsers whose policy names no group follow it. Each group’s own file is on its page.',
  count_one: '{{count}} group',
  count_other: '{{count}} groups',
  caption: 'Browser groups, the default group first, then by name',
  columns: {
    name: 'Group',
    installMode: 'Install mode',
    items: 'Items',
    changedAt: 'Policy last changed',
    rollout: 'Browsers on the file',
  },
  defaultBadge: 'Default',
  noDescription: 'No description',
  itemCount_one: '{{count}} item',
  itemCount_other: '{{count}} items',
  installMode: {
    open: 'Open',
    allowlist: 'Allowlist',
  },
  installModeText: {
    open: 'People may install any item from this store, and only from it, unless this group blocks it. Items the group pre-installs or requires are installed for everyone.',
    allowlist:
      'Only items this group allows can be installed; everything else, from any source, is blocked, and the browser shows your message. Pre-installed and required items count as allowed.',
  },
  create: {
    open: 'Create group',
    title: 'Create a browser group',
    save: 'Create',
    saving: 'Creating…',
    created: 'The group “{{name}}” is created. Add its items, then roll out its policy file.',
  },
  fields: {
    name: 'Name',
    nameHint: 'What administrators call it, such as “Finance” or “Lobby kiosks”.',
    nameRequired: 'Enter a name.',
    description: 'Description',
    descriptionHint: 'Whose browsers belong to it and why. Only administrators see it.',
    installMode: 'Install mode',
    blockedPermissions: 'Blocked permissions',
    blockedPermissionsHint:
      'An extension that needs one of these permissions is turned off; one that asks for it later is refused it. Sites are limited below.',
    runtimeBlockedHosts: 'Sites extensions may not touch',
    runtimeBlockedHostsHint:
      'One pattern per line, such as *://*.bank.example or https://intranet.example.com (no path). Extensions cannot read or change these pages, whatever their permissions say.',
    runtimeAllowedHosts: 'Exceptions to the blocked sites',
    runtimeAllowedHostsHint:
      'One pattern per line. Extensions may work on these sites even where a blocked pattern covers them.',
    blockedInstallMessage: 'Message when an install is refused',
    blockedInstallMessageHint:
      'The browser shows it when it refuses to install an item in this group. Left empty, an allowlist group tells people to ask for the item in the store.',
    hostCount: '{{count}} of {{max}} patterns',
    line: 'Line {{line}}',
  },
  checks: {
    HOST_PATTERN_INVALID:
      'Not a host pattern Chromium reads: write a scheme and a host without a path, such as *://*.example.com. One wrong line makes Chromium ignore the whole entry.',
    PERMISSION_NAME_UNKNOWN:
      'Chromium does not know this permission; one unknown name makes it ignore the whole list.',
    MINIMUM_VERSION_INVALID: 'One to four numbers separated by dots, such as 2.1.0.',
    hostsTooMany: 'At most {{max}} patterns: Chromium ignores the rest.',
    permissionsTooMany: 'At most {{max}} permissions.',
    fixFields: 'Some values are not valid. They are marked below.',
  },
  permissions: {
    search: 'Find a permission',
    placeholder: 'e.g. debugger, history, tabs',
    chosen_one: '{{count}} permission blocked',
    chosen_other: '{{count}} permissions blocked',
    none: 'No permission is blocked.',
    noMatch: 'No permission Chromium knows matches “{{query}}”.',
    remove: 'Stop blocking {{name}}',
    listLabel: 'Permissions Chromium knows',
  },
  policyRollout: {
    none: 'No reports yet',
    allCurrent_one: 'The {{count}} browser that reported runs the current file',
    allCurrent_other: 'All {{count}} browsers that reported run the current file',
    behindCount_one: '{{count}} of {{reported}} on an older file',
    behindCount_other: '{{count}} of {{reported}} on an older file',
    behindBadge: 'Behind',
    day: 'Reports of {{day}}',
    title: 'Browsers running this file',
    facts: {
      day: 'Reports of',
      reported: 'Browsers that reported',
      current: 'On the current file',
      behind: 'On an older file',
      oldest: 'Oldest file still in use',
    },
    behindHint:
      'These browsers run a copy of the file made before its last change, so they miss the standing settings changed since. Roll the file below out to them again through your device management.',
    noneHint:
      'No browser of this group reported its file in the last 7 days. Browsers report once a day through the Lagoon companion, with a file downloaded after this count was added.',
    limits:
      'Counted from the Lagoon companion’s daily report, which names the group and the version of its file and nothing that identifies the browser. Browsers without the companion, offline that day, or used only in incognito windows send no report and are not counted. The counts are of the last full day with reports (today’s while no earlier day has any).',
  },
  page: {
    back: 'Browsers',
    facts: {
      id: 'Group id',
      installMode: 'Install mode',
      items: 'Item entries',
      changedAt: 'Policy last changed',
      createdAt: 'Created',
    },
    rolloutTitle: 'Which changes need the new file',
    rollout:
      'Allowing an item, approving a request and blocking an item take effect within a minute with the file already in place: the store decides what it serves this group, and the companion turns off what the group blocks. The install mode, the group-wide limits and message, pre-installed and required items, and an item’s own limits (permissions, sites, minimum version, toolbar pin, block message) reach browsers only once you download the new file below and roll it out in place of the old one. The name and description are for administrators only.',
    storeWide:
      'A block set on an item’s own page, for the whole store, wins over this group’s entries. The pre-installed and required items on the Browsers page are the default group’s entries: another group installs only what its own entries say.',
  },
  settings: {
    title: 'Settings',
    limitsTitle: 'Limits for every item',
    limitsHint:
      'Chromium applies them to every extension in this group’s browsers (the Lagoon companion excepted). An item’s entry may set its own list of a kind, which then replaces the group’s list of that kind for the item.',
    save: 'Save settings',
    saving: 'Saving…',
    saved: 'Settings saved. Roll out the new policy file to apply them.',
    unchanged: 'No changes to save.',
    wildcardTitle: 'What Chromium reads for every other item',
    wildcardHint:
      'The "*" entry of this group’s file: it applies to every item without an entry of its own.',
  },
  items: {
    title: 'Items in this group',
    refused:
      'Chromium refuses this item in this group, without an error anywhere: it asks for {{permissions}}, which the group’s policy blocks.',
    count_one: '{{count}} entry',
    count_other: '{{count}} entries',
    caption: 'Items this group sets a mode or limits for',
    empty: {
      open: 'No item has an entry yet: people may install any item from the store.',
      allowlist:
        'No item has an entry yet: this group’s browsers can install no item from the store.',
    },
    columns: {
      item: 'Item',
      mode: 'In this group',
      limits: 'Own limits',
      actions: 'Actions',
    },
    groupLimits: 'The group’s limits',
    summary: {
      permissions_one: '{{count}} permission blocked',
      permissions_other: '{{count}} permissions blocked',
      blockedHosts_one: '{{count}} site blocked',
      blockedHosts_other: '{{count}} sites blocked',
      allowedHosts_one: '{{count}} site allowed',
      allowedHosts_other: '{{count}} sites allowed',
      minimumVersion: 'Version {{version}} or later',
      message: 'Own refusal message',
    },
    showEntry: 'Chromium’s entry',
    edit: 'Edit',
    editOf: 'Edit the entry of {{name}}',
    reset: 'Group default',
    resetOf: 'Return {{name}} to the group default',
    resetTitle: 'Return {{name}} to the group default?',
    resetText:
      'Its entry and its own limits are taken out of this group: the item follows the group’s install mode and limits again.',
    resetConfirm: 'Return to default',
    resetDone:
      '{{name}} follows the group default again. Roll out the new policy file to apply it.',
  },
  mode: {
    allowed: 'Allowed',
    normal_installed: 'Pre-installed (may be turned off)',
    force_installed: 'Required (force-installed)',
    blocked: 'Blocked',
    removed: 'Removed',
  },
  modeText: {
    allowed:
      'People may install it from the store and remove it. In an allowlist group, this is what lets it be installed.',
    normal_installed:
      'Installed in every browser of the group; people may turn it off but not remove it.',
    force_installed:
      'Installed in every browser of the group and always on; people cannot turn it off or remove it.',
    blocked:
      'It cannot be installed, and where someone installed it, it is turned off. The browser shows the refusal message.',
    removed: 'Uninstalled from every browser of the group, and it cannot be installed again.',
  },
  toolbarPin: {
    none: 'People choose',
    force_pinned: 'Always pinned',
    default_pinned: 'Pinned at first',
    default_unpinned: 'Not pinned at first',
  },
  entry: {
    title: 'Entry of {{name}}',
    mode: 'How this group’s browsers get it',
    limitsTitle: 'Limits for this item',
    limitsHint:
      'Each list you fill replaces the group’s list of the same kind for this item; an empty list keeps the group’s.',
    groupList: 'Left empty, the group’s list applies: {{list}}.',
    groupListNone: 'Left empty, none applies: the group sets none either.',
    noLimits:
      'A blocked or removed item never runs, so no limits apply to it; only the refusal message does.',
    webApp:
      'Web apps are installed as apps, not extensions: their mode decides whether the file installs them, and no limits apply.',
    minimumVersion: 'Minimum version',
    minimumVersionHint:
      'An older installed version is turned off until the browser updates it. Left empty, any version runs.',
    toolbarPin: 'Toolbar button',
    blockedInstallMessage: 'Refusal message',
    blockedInstallMessageHint: 'Left empty, the group’s message.',
    save: 'Save entry',
    saving: 'Saving…',
    saved: '{{name}}: {{mode}} in this group. Roll out the new policy file to apply it.',
    savedAtOnce:
      '{{name}}: {{mode}} in this group. Browsers with the group’s file follow within a minute.',
    fileTitle: 'In the policy file now',
    fileHint: 'ExtensionSettings["{{id}}"] of this group’s file, as Chromium reads it.',
    fileNone:
      'The file has no entry of its own for this item: the store decides at once whether it serves it to this group, and the group-wide limits apply.',
    fileWebApp:
      'Web apps are not in ExtensionSettings: the file lists pre-installed and required web apps in WebAppInstallForceList.',
    fileUnreadable: 'The policy file could not be read.',
    storeBlocked:
      'The store blocks this item for every group, which wins over this entry until the block is lifted.',
    afterSave: 'After saving, this shows the new entry.',
  },
  add: {
    title: 'Add an item',
    hint: 'Find an extension, theme or web app by its name or id and choose how this group’s browsers get it. You can set its own limits afterwards with Edit.',
    addAs: 'Add as',
    choose: 'Add',
    added: '{{name}}: {{mode}} in this group.',
  },
  pilotBadge: 'Pilot',
  pilot: {
    title: 'Pilot group',
    hint: 'When an administrator approves a new version with “Pilot groups first”, the browsers of pilot groups receive it at once, while every other browser keeps the previous version until the release is promoted. The group’s policy file stays the same.',
    defaultKept:
      'The default group cannot be a pilot group: browsers without a group and the store’s plain update address follow it.',
    isPilot: 'This group is a pilot group: its browsers receive staged releases first.',
    notPilot: 'This group receives staged releases when they are promoted to everyone.',
    make: 'Make this a pilot group',
    stop: 'Stop being a pilot group',
    saving: 'Saving…',
    made: '“{{name}}” is now a pilot group.',
    stopped: '“{{name}}” is no longer a pilot group.',
  },
  inventory: {
    title: 'Inventory reports',
    hint: 'When on, the companion in each browser of this group reports every installed extension (name, version, permissions, where it comes from) under a random browser id, with no user or address; the Fleet page lists them. Browsers silent for the retention leave the list. The group’s policy file carries the setting: roll it out again after a change.',
    on: 'This group’s browsers report their extensions.',
    off: 'This group’s browsers report nothing about their extensions.',
    turnOn: 'Turn inventory reports on',
    turnOff: 'Turn inventory reports off',
    saving: 'Saving…',
    turnedOn: 'Inventory reports are on for “{{name}}”.',
    turnedOff: 'Inventory reports are off for “{{name}}”.',
    fleetLink: 'Open the Fleet page',
  },
  remove: {
    title: 'Delete this group',
    hint: 'Browsers whose policy names this group keep following the copy they have until you roll out another group’s file to them.',
    defaultKept:
      'The default group cannot be deleted: browsers whose policy names no group follow it.',
    open: 'Delete group',
    confirmTitle: 'Delete “{{name}}”?',
    confirmText_one:
      'The group and its {{count}} item entry are deleted. Roll out another group’s policy file to its browsers first, or they keep the old copy.',
    confirmText_other:
      'The group and its {{count}} item entries are deleted. Roll out another group’s policy file to its browsers first, or they keep the old copy.',
    confirm: 'Delete',
    deleting: 'Deleting…',
    deleted: 'The group “{{name}}” is deleted.',
  },
};

export type GroupsMessages = typeof groups;
