/**
 * English messages of the store's pages past the first (detail, wallpapers, winners, policies,
 * the unsupported-browser page) and of the developer profile: they load with those pages (see
 * loadArea) and merge into the catalog beside its own keys.
 */
export const store = {
  product: {
    by: 'by {{name}}',
    version: 'Version',
    updated: 'Updated',
    size: 'Size',
    usersTitle: 'Users',
    category: 'Category',
    developer: 'Developer',
    website: 'Website',
    email: 'Email',
    overview: 'Overview',
    details: 'Details',
    screenshots: 'Screenshots',
    changeLog: "What's new",
    preview: 'Preview',
    previewNotice: 'This is a preview. Only you can see this page until the item is published.',
    blocked: 'Blocked by admin',
    reviewCount: '{{value}} ratings',
    downloads: 'Downloads',
    slideUpdated: 'Updated',
    matureContent: 'Mature content',
    byWhale: 'By Whale',
    storeLink: 'Store link',
    copyLink: 'Copy',
    linkCopied: 'The link was copied.',
    manifestV2: 'Manifest V2 — does not run in current Chrome or Chromium',
  },
  policies: {
    eyebrow: 'Store policies',
    navLabel: 'Policies and guides',
    toc: 'On this page',
    updated: 'Last updated {{date}}',
  },
  unsupported: {
    title: 'This browser is not supported',
    message:
      'Lagoon needs a recent desktop browser to install extensions, wallpapers and web apps. Update your browser, or open the store in a supported one.',
    download: 'Download the browser',
    continue: 'Browse the store anyway',
  },
  winners: {
    title: 'Contest winners',
    description: 'Extensions that won the Lagoon developer contest.',
    yearLabel: 'Contest year',
    year: '{{year}}',
    eyebrow: 'Lagoon developer contest {{year}}',
    prizes: {
      gold: 'Gold prize',
      silver: 'Silver prize',
      bronze: 'Bronze prize',
      special: 'Special prize',
    },
  },
  wallpapers: {
    title: 'Wallpapers',
    description: 'Give every new tab a view you love.',
    listLabel: 'Wallpaper lists',
    lists: {
      recommended: 'Recommended',
      discover: 'Discover',
    },
    forMe: 'For me',
    selected: 'Selected',
    hot: 'Like Top 30',
    picks: 'Picks',
    end: 'You have seen every wallpaper.',
    likes: 'Likes {{value}}',
    photos: 'Photos {{value}}',
    noticesOn: 'Notices shown',
    noticesOff: 'No notices',
    topSitesOn: 'Top sites shown',
    topSitesOff: 'No top sites',
    clock: {
      digital: 'Digital clock',
      analog: 'Analog clock',
    },
    photoList: 'Photos of this wallpaper',
    showPhoto: 'Show photo {{index}}',
  },
  install: {
    add: 'Add',
    apply: 'Apply',
    checking: 'Checking...',
    installing: 'Installing...',
    added: 'Added',
    enable: 'Enable',
    enabled: 'Enabled',
    blockedTitle: 'Cannot be installed',
    blockedName: 'Name',
    blockedId: 'ID',
    setupTitle: 'Connect this browser to the store',
    setupBody:
      'Items from this store are added in a browser that your organisation has connected to it. This browser is not connected yet.',
    setupPolicy:
      'An administrator connects browsers with the managed-browser policy. The Lagoon companion extension is then installed automatically, and Add works in any Chromium-based browser.',
    setupAdminLink: 'Connect browsers in the admin console',
    errorTitle: 'Could not add the item',
    errorCode: 'Code',
    errorDetail: 'Details',
    noPackage:
      'This item has no signed package to install yet. It can be added once a version of it is published.',
    noWebAppUrl: 'This web app has no address to open.',
    timeoutHint:
      'The browser did not report the install in time. If you closed its "Add extension?" prompt, press Add to try again.',
    mv2Body:
      'This extension is built on Manifest V2, which current versions of Chrome and Chromium no longer run: the browser may refuse to add it. Its developer needs to move it to Manifest V3.',
    dontShowAgain: "Don't show again",
    continue: 'Continue',
    webAppNote:
      'The app opened in a new tab. To install it, use the install icon in the address bar there.',
  },
  creator: {
    name: {
      required: 'Display name is required.',
      max: 'required field (max 32 characters)',
    },
    email: { invalid: 'Please check your email address again.' },
    homepage: { invalid: 'Please enter the correct website address.' },
    terms: { required: 'Agree to both terms to register.' },
  },
};

export type StoreMessages = typeof store;
