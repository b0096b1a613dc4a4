import * as z from 'zod/mini'

/** A problem with a form, on a form path (`vehicles.3.vin`) or a group's anchor (`radius`). */
export interface FormIssue {
  path: string
  message: string
  /** A warning the person can confirm (a VIN check digit), rather than an error to fix. */
  warning?: boolean
}

/** zod's issues as form issues under `prefix`, the first message of each path only. */
export function formIssuesOf(zodIssues: readonly Pick<z.core.$ZodIssue, 'path' | 'message'>[], prefix = ''): FormIssue[] {
  const seen = new Set<string>()
  const issues: FormIssue[] = []
  for (const issue of zodIssues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.')
    if (seen.has(path)) continue
    seen.add(path)
    issues.push({ path, message: issue.message })
  }
  return issues
}

/** A schema's issues on `values` as form issues under `prefix`, the first message of each path only. */
export const schemaIssues = (schema: z.core.$ZodType, values: unknown, prefix = ''): FormIssue[] =>
  formIssuesOf(z.safeParse(schema, values).error?.issues ?? [], prefix)
