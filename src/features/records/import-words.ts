import type { ImportCounts } from '@/generic/records-file'
import { countOf, formatCount } from '@/generic/text'

/**
 * What an import did, in one sentence of clauses; the counts that are zero are left out. An import of
 * nothing says so; one whose every record the browser refused has no sentence (the refusal says it).
 */
export function importSentence(counts: ImportCounts): string | null {
  const clauses = [
    counts.added > 0 && `added ${countOf(counts.added, 'records')} this browser did not have`,
    counts.replaced > 0 && `replaced ${countOf(counts.replaced, 'older copies', 'older copy')} with the file’s newer one`,
    counts.kept > 0 && `kept ${countOf(counts.kept, 'records')} this browser already had in the same or a newer copy`,
    counts.skipped > 0 && `skipped ${countOf(counts.skipped, 'records')} that could not be read (expired, or made by another version of the portal)`,
  ].filter((clause): clause is string => Boolean(clause))
  const last = clauses.pop()
  if (last === undefined) return counts['not-stored'] > 0 ? null : 'The file holds no records: nothing changed.'
  const sentence = clauses.length === 0 ? last : `${clauses.join(', ')} and ${last}`
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`
}

/** The short form for one kind's line: "2 added, 1 kept". */
export function kindCounts(counts: ImportCounts): string {
  const parts = [
    counts.added > 0 && `${formatCount(counts.added)} added`,
    counts.replaced > 0 && `${formatCount(counts.replaced)} replaced`,
    counts.kept > 0 && `${formatCount(counts.kept)} kept`,
    counts.skipped > 0 && `${formatCount(counts.skipped)} skipped`,
    counts['not-stored'] > 0 && `${formatCount(counts['not-stored'])} not stored`,
  ].filter(Boolean)
  return parts.join(', ')
}
