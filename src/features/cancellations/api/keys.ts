/** Keys of the cancellations feature, from general to specific. The API reads no cancellation, so only the approval has one. */
export const cancellationKeys = {
  all: ['cancellations'] as const,
  approval: (displayId: string, transactionId: number) => [...cancellationKeys.all, 'approval', displayId, transactionId] as const,
}
