const VERIFY_PREFIX = 'To verify: '

/** `meta.assumptions`, as text; the sandbox's "To verify:" prefix is set in bold. */
export function AssumptionList({ assumptions }: { assumptions: readonly string[] }) {
  return (
    <ul className="free-text list-disc space-y-1 pl-5">
      {assumptions.map((assumption, index) => (
        <li key={index}>
          {assumption.startsWith(VERIFY_PREFIX) ? (
            <>
              <strong>To verify:</strong> {assumption.slice(VERIFY_PREFIX.length)}
            </>
          ) : (
            assumption
          )}
        </li>
      ))}
    </ul>
  )
}
