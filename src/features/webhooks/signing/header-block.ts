import { WEBHOOK_HEADERS } from '@/contract/webhooks'

export interface ParsedHeaders {
  /** Each header once, by its lower-case name; the first value wins. */
  values: Map<string, string>
  /** Lines that were neither a header nor a request or status line. */
  skipped: number
}

const REQUEST_OR_STATUS_LINE = /^(?:[A-Z]+ \S+ HTTP\/[\d.]+|HTTP\/[\d.]+ \d{3}.*)$/

function fromJsonObject(text: string): ParsedHeaders | null {
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
    const values = new Map<string, string>()
    let skipped = 0
    for (const [name, value] of Object.entries(parsed)) {
      const text = Array.isArray(value) ? value[0] : value
      if (typeof text === 'string' || typeof text === 'number') values.set(name.toLowerCase(), String(text).trim())
      else skipped += 1
    }
    return { values, skipped }
  } catch {
    return null
  }
}

/**
 * Headers as people copy them: `Name: value` lines (from a log, curl -v with its `> ` marks, a request
 * inspector), with or without the request line, or a JSON object of names to values (Node's
 * `req.headers`, many inspectors). Names are case-insensitive, as in HTTP.
 */
export function parseHeaderBlock(text: string): ParsedHeaders {
  const trimmed = text.trim()
  if (trimmed.startsWith('{')) {
    const json = fromJsonObject(trimmed)
    if (json) return json
  }
  const values = new Map<string, string>()
  let skipped = 0
  for (const rawLine of trimmed.split(/\r?\n/)) {
    const line = rawLine.replace(/^[<>]\s?/, '').trim()
    if (line === '' || REQUEST_OR_STATUS_LINE.test(line)) continue
    const colon = line.indexOf(':')
    const name = colon > 0 ? line.slice(0, colon).trim() : ''
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      skipped += 1
      continue
    }
    const key = name.toLowerCase()
    if (!values.has(key)) values.set(key, line.slice(colon + 1).trim())
  }
  return { values, skipped }
}

/** The two signature headers of a pasted block, empty when absent. */
export function signaturesFrom(parsed: ParsedHeaders): { signature: string; previousSignature: string } {
  return {
    signature: parsed.values.get(WEBHOOK_HEADERS.signature.toLowerCase()) ?? '',
    previousSignature: parsed.values.get(WEBHOOK_HEADERS.previousSignature.toLowerCase()) ?? '',
  }
}
