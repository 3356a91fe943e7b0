/**
 * An item's version rule and Chromium's order of versions, written once in the contract
 * (rollback.ts) so the web app's forms check versions as the server does.
 */
export {
  compareItemVersions as compareVersions,
  isValidItemVersion as isValidVersion,
} from '@lagoon/contract';
