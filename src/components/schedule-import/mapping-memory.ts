import * as z from 'zod/mini'
import { createRecordStore } from '@/generic/record-store'
import type { PortableKind } from '@/generic/records-file'
import type { RememberedMappings } from '@/domain/schedules/remembered-mappings'

/**
 * The column mappings a person made, per account and kind of schedule, kept until deleted
 * (docs/decisions/0035-remembered-column-mappings.md): the same headers next time need no mapping.
 */
const mappings = createRecordStore<RememberedMappings>({
  prefix: 'portal.schedule-mappings',
  version: 1,
  schema: z.record(z.string(), z.array(z.nullable(z.string()))),
  keepDays: null,
})

export const portableMappings: PortableKind = { label: 'remembered column mappings', store: mappings }

export const rememberedMappings = (account: string, kindName: string): RememberedMappings => mappings.get(account, kindName)?.value ?? {}

export const keepMappings = (account: string, kindName: string, remembered: RememberedMappings): boolean => mappings.put(account, kindName, remembered)
