/** Error messages in English: the contract's table, loaded with the pages that show them. */
export { ERROR_MESSAGES_EN as errors } from '@lagoon/contract';
