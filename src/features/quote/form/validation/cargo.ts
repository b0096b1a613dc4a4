import { COMMODITIES, keysOf } from '@/contract/quote-enums'
import type { QuoteForm } from '../model'
import type { FormIssue } from '@/generic/form-issues'
import { sharesIssues } from './shares'

const COMMODITY_KEYS: readonly string[] = keysOf(COMMODITIES)

/**
 * "Some loads need refrigeration" agrees with the rest of the answers (issue 39): refrigerated freight
 * among the operations, or frozen or refrigerated goods among the commodities, means it is on.
 */
function refrigerationIssues({ refrigeration, operations, commodities }: QuoteForm): FormIssue[] {
  if (refrigeration) return []
  const why = operations.kinds.refrigerated
    ? 'the operations include refrigerated freight'
    : commodities.some((row) => row.commodity === 'frozen_or_refrigerated')
      ? 'the commodities include frozen or refrigerated goods'
      : null
  return why ? [{ path: 'refrigeration', message: `Turn this on: ${why}` }] : []
}

export function cargoIssues(values: QuoteForm): FormIssue[] {
  const { commodities } = values
  if (commodities.length === 0) return [{ path: 'commodities', message: 'Add at least one commodity' }]
  const seen = new Set<string>()
  const choiceIssues = commodities.flatMap((row, index): FormIssue[] => {
    const path = `commodities.${index}.commodity`
    const repeated = seen.has(row.commodity)
    seen.add(row.commodity)
    if (!COMMODITY_KEYS.includes(row.commodity)) return [{ path, message: 'Select the commodity' }]
    return repeated ? [{ path, message: 'This commodity is already listed: put its whole share on one row' }] : []
  })
  const shares = commodities.map((row, index) => ({ path: `commodities.${index}.percentage`, value: row.percentage }))
  return [...choiceIssues, ...sharesIssues(shares, 'commodities', 'commodity', true), ...refrigerationIssues(values)]
}
