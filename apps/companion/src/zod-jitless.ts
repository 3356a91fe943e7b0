/**
 * Imported first by the service worker: zod probes `new Function('')` when it builds its first
 * object schema, and the extension's Content-Security-Policy (no 'unsafe-eval') reports that
 * probe as a violation even though zod catches the refusal. Jitless zod never probes. This
 * must run before any module builds a schema, hence a module of its own imported first.
 */
import { z } from 'zod';

z.config({ jitless: true });
