import type {
  AdminEvent,
  AdminEventList,
  EventCreateInput,
  EventUpdateInput,
  Language,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';

const base = '/admin/api/curation/events';

/** GET events: every event page, newest first, its items named in the console's language. */
export function getEvents(language: Language, signal?: AbortSignal): Promise<AdminEventList> {
  return api.get<AdminEventList>(base, { query: { hl: language }, signal });
}

/** POST events: a new event page (a draft unless its state says live). */
export function createEvent(input: EventCreateInput) {
  return api.post<AdminEvent>(base, { body: input });
}

/** PATCH events/{id}: texts, cover, dates, items and their order, publishing. */
export function updateEvent(id: string, input: EventUpdateInput) {
  return api.patch<AdminEvent>(`${base}/${encodeURIComponent(id)}`, { body: input });
}

export function deleteEvent(id: string, reason: string) {
  return api.delete(`${base}/${encodeURIComponent(id)}`, {
    body: { reason },
    responseType: 'none',
  });
}
