/**
 * What a browser kept (a draft) read back into a form: the stored values laid over the form's empty
 * template, so a draft from another version of the portal, or one edited by hand, still gives a form
 * of the right shape.
 */

/** Stored values laid over a template: unknown keys dropped, missing or mistyped ones from the template. */
export function overlayValues(template: unknown, stored: unknown, rowTemplate?: () => object): unknown {
  if (Array.isArray(template)) {
    if (!Array.isArray(stored) || !rowTemplate) return template
    return stored.map((row) => overlayValues(rowTemplate(), row))
  }
  if (typeof template === 'object' && template !== null) {
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return template
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, overlayValues(value, (stored as Record<string, unknown>)[key])]))
  }
  // A number box's template is null: it holds a number, or the text typed when that is not a number.
  if (template === null) return typeof stored === 'number' || typeof stored === 'string' ? stored : null
  return typeof stored === typeof template ? stored : template
}
