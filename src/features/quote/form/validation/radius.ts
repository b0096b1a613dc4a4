import { RADIUS_KEYS, type QuoteForm } from '../model'
import type { FormIssue } from '@/generic/form-issues'
import { sharesIssues } from './shares'

export const radiusIssues = ({ radius }: QuoteForm): FormIssue[] =>
  sharesIssues(
    RADIUS_KEYS.map((key) => ({ path: `radius.${key}`, value: radius[key] })),
    'radius',
    'radius',
  )
