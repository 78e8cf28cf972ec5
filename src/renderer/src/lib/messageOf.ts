/** What to show for what a call threw: its message (the API client's errors arrive in the referee's language). */
export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
