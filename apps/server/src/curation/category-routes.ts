import {
  AdminCategory,
  AdminCategoryList,
  CategoryCode,
  CategoryCreateInput,
  CategoryReorderInput,
  CategoryType,
  CategoryUpdateInput,
  CurationReasonInput,
  Ok,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { requestLanguage } from '../http/language.js';
import { jsonBody } from '../http/route-body.js';
import {
  createCategory,
  deleteCategory,
  renameCategory,
  reorderCategories,
} from './category-commands.js';
import { loadCategories } from './category-queries.js';

const CategoryParams = z.object({ type: CategoryType, code: CategoryCode });

/** The categories of each item kind: adding, renaming, ordering and deleting them. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/api/curation/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Categories of every item kind (or one), in order, with their use',
        querystring: z.object({ type: CategoryType.optional() }),
        response: { 200: AdminCategoryList },
      },
    },
    async (request) => ({ items: await loadCategories(app.db, request.query.type) }),
  );

  app.post(
    '/admin/api/curation/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds a category, last of its kind',
        body: jsonBody(CategoryCreateInput),
        response: { 201: AdminCategory },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const input = request.body;
      await createCategory(
        app.db,
        { actorId: admin.id, language: requestLanguage(request) },
        input,
      );
      app.catalogCache.clear();
      const created = (await loadCategories(app.db, input.type)).find(
        (entry) => entry.code === input.code,
      );
      reply.code(201);
      return created!;
    },
  );

  app.patch(
    '/admin/api/curation/categories/:type/:code',
    {
      schema: {
        tags: ['admin'],
        summary: 'Renames a category (English and Korean names)',
        params: CategoryParams,
        body: jsonBody(CategoryUpdateInput),
        response: { 200: AdminCategory },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { type, code } = request.params;
      await renameCategory(app.db, admin.id, { type, code }, request.body);
      app.catalogCache.clear();
      return (await loadCategories(app.db, type)).find((entry) => entry.code === code)!;
    },
  );

  app.post(
    '/admin/api/curation/categories/:type/reorder',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders the categories of a kind: every code of the kind, in the new order',
        params: z.object({ type: CategoryType }),
        body: jsonBody(CategoryReorderInput),
        response: { 200: AdminCategoryList },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { type } = request.params;
      const actor = { actorId: admin.id, language: requestLanguage(request) };
      await reorderCategories(app.db, actor, type, request.body);
      app.catalogCache.clear();
      return { items: await loadCategories(app.db, type) };
    },
  );

  app.delete(
    '/admin/api/curation/categories/:type/:code',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a category no listing is filed under (else CATEGORY_IN_USE)',
        params: CategoryParams,
        body: jsonBody(CurationReasonInput),
        response: { 200: Ok },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await deleteCategory(app.db, admin.id, request.params, request.body);
      app.catalogCache.clear();
      return { ok: true as const };
    },
  );
};
