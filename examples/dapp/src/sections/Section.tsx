import { useId, type ReactNode } from 'react'

/** A landmark region named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/** The section's progress (polite) and failure (assertive) messages. */
export function Feedback({ pending, error }: { pending?: string; error?: string }) {
  return (
    <>
      <p role="status" className="status">
        {pending ?? ''}
      </p>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
    </>
  )
}
