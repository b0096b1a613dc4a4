import type { CheckLog, Finding } from './findings.ts'
import { EVERY_SIGNED_IN_SCREEN, screensCalling } from './screens.ts'

const screensOf = (finding: Finding) => (finding.operation === 'session' ? [EVERY_SIGNED_IN_SCREEN] : screensCalling(finding.operation))

/** The report in words: each difference with the screens it would affect, then what was and was not checked. */
export function reportText(baseUrl: string, { findings, checked, skipped }: CheckLog, secrets: ReadonlySet<string>): string {
  const lines = [`Checked ${baseUrl} against docs/openapi.json and what the portal relies on: ${checked.length} answers.`, '']
  if (findings.length === 0) lines.push('No difference found.')
  else lines.push(`${findings.length} ${findings.length === 1 ? 'difference' : 'differences'}:`)
  findings.forEach((finding, index) => {
    lines.push(`${index + 1}. ${finding.request}: ${finding.difference}`, `   Affects: ${screensOf(finding).join('; ')}.`)
  })
  if (skipped.length > 0) lines.push('', 'Not checked:', ...skipped.map((reason) => `- ${reason}`))
  let text = lines.join('\n')
  for (const secret of secrets) if (secret) text = text.replaceAll(secret, '<secret>')
  return text
}
