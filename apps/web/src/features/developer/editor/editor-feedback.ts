import type { EditorFieldErrors } from './editor-problems';

/** The message under the form: a refusal's words and the field it is about, if one. */
export interface EditorNotice {
  text: string;
  field: string | null;
}

/**
 * What the form still says after the developer changed `touched`: that field's error goes, and
 * so does a notice about it ("Select a category." once a category is chosen). Other fields'
 * errors and notices stay until they are dealt with.
 */
export function afterEdit(
  errors: EditorFieldErrors,
  notice: EditorNotice | null,
  touched: string | undefined,
): { errors: EditorFieldErrors; notice: EditorNotice | null } {
  if (!touched) return { errors, notice };
  const { [touched]: _, ...rest } = errors;
  return {
    errors: touched in errors ? rest : errors,
    notice: notice?.field === touched ? null : notice,
  };
}
