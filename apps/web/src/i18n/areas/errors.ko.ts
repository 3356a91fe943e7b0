/** Error messages in Korean: the contract's table, loaded with the pages that show them. */
export { ERROR_MESSAGES_KO as errors } from '@lagoon/contract';
