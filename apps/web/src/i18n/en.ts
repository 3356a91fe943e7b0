/**
 * English catalog; the source of the catalog's shape. Error messages are not here: they are the
 * contract's table for the language, loaded as the "errors" area (see loadArea) with the pages
 * that show them.
 */
export const en = {
  common: {
    /** The default browser group's name while administrators keep the one it started with. */
    defaultGroupName: 'Default',
    /** The default browser group's description while administrators keep the one it started with. */
    defaultGroupDescription: 'Browsers whose policy names no other group.',
    loading: 'Loading…',
    retry: 'Try again',
    reload: 'Reload',
    close: 'Close',
    cancel: 'Cancel',
    ok: 'OK',
    loadMore: 'Load more',
    nothingToDisplay: 'There is nothing to display.',
  },
  app: {
    skipToContent: 'Skip to content',
    tagline: 'Extensions, wallpapers and web apps for your browser',
    failed: 'An error occurred. Please try again later.',
  },
  nav: {
    mainMenu: 'Main menu',
    extensions: 'Extensions',
    wallpapers: 'Wallpapers',
    webApps: 'Whalebook',
    developer: 'Developer',
    myExtensions: 'My extensions',
    myWebApps: 'My web apps',
    profile: 'Profile',
    developerRegister: 'Developer register',
    admin: 'Admin console',
    login: 'Log in',
    logout: 'Log out',
    myRequests: 'My requests',
    account: 'Account',
  },
  search: {
    label: 'Search the store',
    placeholder: 'Search the store',
    submit: 'Search',
    title: 'Search',
    resultsFor: 'Results for “{{keyword}}”',
    prompt:
      'Type a name or a keyword in the search box above to find extensions, wallpapers and web apps.',
    description: 'Extensions, wallpapers and web apps matching your search.',
    suggestions: 'Suggestions',
    seeMore: 'See more',
    seeLess: 'See less',
    groups: {
      EXTENSION: 'Extensions',
      THEME: 'Wallpapers',
      APP: 'Web apps',
    },
  },
  theme: {
    label: 'Theme',
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  },
  language: {
    label: 'Language',
    en: 'English',
    ko: '한국어',
  },
  footer: {
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    whitePaper: 'White paper',
    contact: 'Contact us',
    bugBounty: 'Bug bounty',
    corp: 'Company',
    download: 'Download the browser',
    social: 'Follow us',
    copyright: '© {{year}} Lagoon. All rights reserved.',
    version: 'Version {{version}}',
  },
  notFound: {
    title: 'Unable to access',
    home: 'Go to the store home',
  },
  desktopOnly: {
    title: 'Desktop only',
    message: 'The store is only available on desktop browsers. Please connect with a PC.',
  },
  loadError: {
    title: 'Part of the store could not be loaded',
    message:
      'The page took too long to load or the connection was interrupted. Check your network connection and reload the page.',
    genericTitle: 'An error occurred. Please try again later.',
    genericMessage: 'Reload the page, or go back to the store home.',
    home: 'Go to the store home',
  },
  categories: {
    all: 'All',
    social: 'Social & communication',
    productivity: 'Productivity',
    shopping: 'Shopping',
    sports: 'Sports',
    security: 'Privacy & security',
    search_tools: 'Search tools',
    games: 'Games',
    fun: 'Fun',
    education: 'Education',
    sidebar: 'Sidebar',
    naver: 'By NAVER',
    contest: 'Contest',
  },
  extensions: {
    title: 'Extensions',
    description: 'Add the features you need to your browser, from productivity tools to games.',
    sortLabel: 'Sort order',
    filterLabel: 'Categories',
    sort: {
      new: 'New',
      popular: 'Popular',
    },
    highlighted: 'Featured extensions',
    group: 'More extensions, part {{index}}',
  },
  product: {
    users: '{{value}} users',
    rating: 'Rated {{score}} out of 5',
    noRating: 'Not rated yet',
  },
  webApps: {
    title: 'Web apps',
    description: 'Apps for the notebook edition, installed straight from the web.',
    whalebookApp: 'Whalebook App',
    webApp: 'Web App',
  },
  banners: {
    label: 'Featured',
    show: 'Show banner {{index}} of {{count}}',
  },
};

export type Messages = typeof en;
