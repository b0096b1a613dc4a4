/** Keys of the cancellations feature, from general to specific. The API reads no cancellation, so only the approvals have them. */
export const cancellationKeys = {
  all: ['cancellations'] as const,
  approval: (displayId: string, transactionId: number) => [...cancellationKeys.all, 'approval', displayId, transactionId] as const,
  /** The lines of "Approve several", one after another. */
  batch: () => [...cancellationKeys.all, 'batch'] as const,
}
