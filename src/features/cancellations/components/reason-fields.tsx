import { memo } from 'react'
import { CANCEL_REASON_OTHERS_MAX, CANCELLATION_REASON_LABELS } from '@/contract/cancel-approve'
import { CheckField } from '@/components/form/check-field'
import { Fieldset } from '@/components/form/fieldset'
import { RowFrame, RowList, type RowProps } from '@/components/form/row-list'
import { TextAreaField } from '@/components/form/text-area-field'
import { TextField } from '@/components/form/text-field'
import { KNOWN_REASON_CODES, RULE_1_EMPTY_REASON, type ApprovalForm } from '../form'

const InternalReasonRow = memo(function InternalReasonRow({ index, onRemove }: RowProps) {
  return (
    <RowFrame legend={`Internal reason ${index + 1}`} index={index} onRemove={onRemove}>
      <TextField<ApprovalForm> name={`internalReasons.${index}.code`} label="Reason code" hint="For example underwriting_review." width="md" code />
    </RowFrame>
  )
})

/** The request's reasons (section 4.7's body but the guard): each optional, each saying what leaving it empty does. */
export function ReasonFields() {
  return (
    <>
      <Fieldset legend="Cancellation reason" anchor="reasons" hint={`${RULE_1_EMPTY_REASON} A reason you choose replaces the stored one.`}>
        {KNOWN_REASON_CODES.map((code) => (
          <CheckField<ApprovalForm>
            key={code}
            name={`reasons.${code}`}
            label={
              <>
                {CANCELLATION_REASON_LABELS[code]} <code className="rounded bg-slate-100 px-1 font-mono text-sm font-normal">{code}</code>
              </>
            }
          />
        ))}
        <TextField<ApprovalForm>
          name="otherReasonCode"
          label="Another reason code"
          hint="Only for a reason the list lacks, spelled as the service expects it."
          optional
          width="md"
          code
        />
      </Fieldset>
      <section aria-labelledby="internal-reasons-heading" className="flex flex-col gap-3">
        <h2 id="internal-reasons-heading" className="text-xl font-bold text-slate-900">
          Internal reasons <span className="font-normal text-slate-700">(optional)</span>
        </h2>
        <p className="text-slate-700">
          Kept within the company. If you add none, the internal reason stored on the cancellation is kept; a list you give replaces it and needs at least one
          reason.
        </p>
        <RowList<ApprovalForm, 'internalReasons'>
          name="internalReasons"
          label="Internal reasons"
          Row={InternalReasonRow}
          newRow={() => ({ code: '' })}
          addLabel={{ first: 'Add an internal reason', more: 'Add another internal reason' }}
          empty="None added: the stored internal reason is kept."
        />
      </section>
      <Fieldset legend="More about the reason">
        <TextField<ApprovalForm> name="brokerReason" label="Reason given by the broker" optional width="full" />
        <TextAreaField<ApprovalForm>
          name="otherReason"
          label="Other reason, in words"
          hint="Anything the reason codes do not say."
          optional
          maxCharacters={CANCEL_REASON_OTHERS_MAX}
        />
      </Fieldset>
    </>
  )
}
