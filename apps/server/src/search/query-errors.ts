import { type ErrorCode, errorMessage, type FieldIssue } from '@lagoon/contract';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';

/** The code of a refused search parameter; other parameters stay INVALID_REQUEST. */
const CODE_OF_PARAMETER: Readonly<Record<string, ErrorCode>> = {
  page: 'SEARCH_PAGE_INVALID',
  size: 'SEARCH_PAGE_INVALID',
  sort: 'SEARCH_SORT_INVALID',
  category: 'SEARCH_CATEGORY_INVALID',
};

/**
 * Refused paging, order and category parameters of the searches get a code of their own, so a
 * client can tell "no such page" from "no such order" and say so in the visitor's words. The
 * query is still validated by each route's schema (which the OpenAPI document shows); its
 * failure is kept on the request and named here, before the handler, with the first refused
 * parameter that has a code deciding. Other failures go on to the error handler as they are.
 */
export function nameSearchQueryIssues(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('onRoute', (route) => {
    route.attachValidation = true;
  });
  app.addHook('preHandler', async (request) => {
    const error = request.validationError;
    if (!error) return;
    if (error.validationContext !== 'querystring' || !hasZodFastifySchemaValidationErrors(error)) {
      throw error;
    }
    const language = requestLanguage(request);
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const code = CODE_OF_PARAMETER[field];
      if (!code) continue;
      const fields: FieldIssue[] = [
        { field, code: issue.keyword, message: errorMessage(code, language) },
      ];
      throw new AppError(code, fields);
    }
    throw error;
  });
}
