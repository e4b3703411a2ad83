/**
 * `load` run on the first call and its promise shared by every later call; a failed load is not kept, so the next
 * call tries again. For clients whose code is fetched with a dynamic import on first use.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
