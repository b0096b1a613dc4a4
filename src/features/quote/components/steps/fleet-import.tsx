import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useSession } from '@/api/session/use-session'
import { ScheduleTools } from '@/components/schedule-import/schedule-tools'
import { driverIssues } from '@/domain/fleet/driver'
import type { ImportForm } from '@/domain/fleet/import-preview'
import { trailerIssues } from '@/domain/fleet/trailer'
import { vehicleIssues } from '@/domain/fleet/vehicle'
import { isRealIsoDate } from '@/generic/dates'
import { emptyDriver, emptyTrailer, emptyVehicle } from '../../form/model'
import { importPlace } from '../../form/draft'
import { useWizard } from '../wizard-context'

type FleetList = 'vehicles' | 'trailers' | 'drivers'

const UNIT_LISTS = ['vehicles', 'trailers'] as const
const DRIVER_LISTS = ['drivers'] as const

/** The wizard's fleet pages take a spreadsheet: each row checked by the page's own rules before it goes in. */
export function FleetImport({ list }: { list: FleetList }) {
  const { form, mode } = useWizard()
  const account = useSession()?.username ?? ''
  const [search] = useSearchParams()
  const draftId = search.get('draft')
  const target = useMemo((): ImportForm<object> => {
    if (list === 'vehicles') return { empty: emptyVehicle, issuesOf: (row, today) => vehicleIssues(row as ReturnType<typeof emptyVehicle>, 'row', today) }
    if (list === 'trailers') return { empty: emptyTrailer, issuesOf: (row, today) => trailerIssues(row as ReturnType<typeof emptyTrailer>, 'row', today) }
    return {
      empty: emptyDriver,
      issuesOf: (row, today) => {
        const effective = form.getValues('coverage.effectiveDate')
        return driverIssues(row as ReturnType<typeof emptyDriver>, 'row', { onDate: isRealIsoDate(effective) ? effective : today, today })
      },
    }
  }, [list, form])
  return (
    <ScheduleTools
      scheduleName={list}
      noun={list}
      name={list}
      account={account}
      target={target}
      keyLists={list === 'drivers' ? DRIVER_LISTS : UNIT_LISTS}
      keepAs={draftId === null ? undefined : importPlace(mode, draftId, list)}
    />
  )
}
