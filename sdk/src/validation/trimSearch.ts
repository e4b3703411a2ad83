/** Spec §5: wallet search text is trimmed before it is sent. */
export function trimSearch(text: string | null | undefined): string {
  return (text ?? '').trim()
}
