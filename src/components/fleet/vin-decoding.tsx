import { useEffect, useMemo, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useBoxValue, useRedrawOnEdit } from '@/components/form/edited-values'
import { useFormKit } from '@/components/form/form-kit'
import { Button } from '@/components/ui/button'
import { localToday } from '@/generic/dates'
import { readVin, vinDisagreement, vinFills } from '@/domain/fleet/vin-reading'
import { LiveRegion } from '@/components/ui/live-region'

const LIGHT_CLASSES = new Set(['2a', '2b'])

const words = (parts: { year?: number | null; make?: string | null }) =>
  [parts.year, parts.make].filter((part) => part !== null && part !== undefined).join(' ')

/**
 * The offline VIN decoding of a vehicle's own boxes under `base` (ADR 0045): once a full VIN with a
 * matching check digit is typed, an empty model year and make are filled in and the status says so
 * (once per VIN, not per keystroke); a year or make that disagrees gets a suggestion in text, with a
 * button to take it. A VIN already there when the form opens (a draft, an import) fills nothing.
 */
export function VinDecoding({ base }: { base: string }) {
  const { form } = useFormKit()
  const classKey = useWatch({ control: form.control, name: `${base}.classKey` }) as string | undefined
  // The VIN is read on each key, the year and make once they are committed (a key in them is not yet an answer to weigh).
  const vin = String(useBoxValue(`${base}.vin`) ?? '')
  useRedrawOnEdit('change', (box) => box === `${base}.year` || box === `${base}.make`)
  const year: unknown = form.getValues(`${base}.year`)
  const make = String(form.getValues(`${base}.make`) ?? '')
  const reading = useMemo(() => readVin(vin, { today: localToday(), lightVehicle: LIGHT_CLASSES.has(classKey ?? '') }), [vin, classKey])
  const decodedVin = useRef(reading?.vin)
  const [said, setSaid] = useState('')

  useEffect(() => {
    if (!reading || decodedVin.current === reading.vin) return
    decodedVin.current = reading.vin
    const fills = vinFills(reading, form.getValues(`${base}.year`), String(form.getValues(`${base}.make`) ?? ''))
    if (fills.year !== undefined) form.setValue(`${base}.year`, fills.year, { shouldDirty: true })
    if (fills.make !== undefined) form.setValue(`${base}.make`, fills.make, { shouldDirty: true })
    const filled = [fills.year !== undefined && 'model year', fills.make !== undefined && 'make'].filter(Boolean).join(' and ')
    setSaid(filled ? `${filled[0]!.toUpperCase()}${filled.slice(1)} filled in from the VIN: ${words(fills)}.` : '')
  }, [reading, base, form])

  const disagreement = reading && vinDisagreement(reading, year, make)
  const use = () => {
    if (!disagreement) return
    if (disagreement.year !== null) form.setValue(`${base}.year`, disagreement.year, { shouldDirty: true })
    if (disagreement.make !== null) form.setValue(`${base}.make`, disagreement.make, { shouldDirty: true })
    setSaid(`Model year and make taken from the VIN: ${words(disagreement)}.`)
  }
  return (
    <>
      <LiveRegion className="text-sm text-slate-800">{reading ? said : ''}</LiveRegion>
      {disagreement && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-slate-400 bg-slate-50 p-3">
          <p className="text-slate-900">The VIN says {words(disagreement)}.</p>
          <Button variant="secondary" size="small" onClick={use}>
            Use {words(disagreement)}
          </Button>
        </div>
      )}
    </>
  )
}
