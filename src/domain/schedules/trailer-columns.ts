import { TRAILER_BODY_TYPES } from '../../contract/quote-enums.ts'
import type { TrailerOwnership } from '../../contract/submission-edits.ts'
import { choiceReader } from './read-choice.ts'
import { column, type ScheduleKind } from './schedule-columns.ts'
import { DEDUCTIBLE_COLUMN, UNIT_COLUMNS } from './unit-columns.ts'

const readBodyType = choiceReader(
  TRAILER_BODY_TYPES,
  {
    dry_van_trailer: ['Van', 'Dry', 'Dry van trailer', 'Enclosed', 'Box trailer'],
    flat_bed_trailer: ['Flat', 'Flat bed', 'Flatbed trailer', 'Step deck', 'Drop deck'],
    refrigeration_trailer: ['Reefer', 'Refer', 'Refrigerated', 'Refrigerated van', 'Reefer trailer'],
    auto_hauler_trailers: ['Car hauler', 'Car carrier', 'Auto carrier', 'Auto transport'],
    curtain_van_trailer: ['Curtain', 'Curtain side', 'Curtainside', 'Conestoga'],
    livestock_trailer: ['Cattle', 'Cattle pot', 'Pot', 'Stock trailer'],
    tank_trailer: ['Tanker', 'Tank'],
    hopper_trailer: ['Grain', 'Grain hopper', 'Hopper bottom'],
    pneumatic_trailer: ['Dry bulk', 'Bulk', 'Pneumatic tank'],
    double_trailers: ['Double', 'Pup', 'Pup trailer'],
    triple_trailers: ['Triple'],
    utility_trailer: ['Utility'],
  },
  'trailer body type',
)

const OWNERSHIPS = [
  ['owned', 'Owned'],
  ['non-owned', 'Non-owned'],
] as const satisfies readonly (readonly [TrailerOwnership, string])[]

const readOwnership = choiceReader(
  OWNERSHIPS,
  { owned: ['Own', 'Owner', 'Company owned'], 'non-owned': ['Not owned', 'Leased', 'Lease', 'Rented', 'Rental', 'Borrowed', 'Interchange', 'Hired'] },
  'ownership',
)

const TRAILER_COLUMNS = {
  ...UNIT_COLUMNS,
  bodyTypeKey: column('Body type', ['Body', 'Type', 'Body style', 'Trailer type', 'Unit type'], readBodyType, { options: TRAILER_BODY_TYPES }),
  ownership: column('Ownership', ['Owned', 'Owned or non-owned', 'Owned/leased', 'Owner type'], readOwnership, { options: OWNERSHIPS }),
  deductible: DEDUCTIBLE_COLUMN,
}

/** Trailers: the quote's trailer rows and the add-trailer screen (which adds ownership and deductible). */
export const TRAILER_SCHEDULE: ScheduleKind<typeof TRAILER_COLUMNS> = { name: 'trailers', columns: TRAILER_COLUMNS, sheetNames: /trailer/i }
