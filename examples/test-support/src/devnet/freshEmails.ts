// Test helper: e-mail addresses for devnet logins, a new one each time (the devnet keeps its users for a run).

/** A maker of e-mail addresses no earlier test run used: `<prefix><n>-<time>@example.com`. */
export function freshEmails(prefix: string): () => string {
  let count = 0
  return () => {
    count += 1
    return `${prefix}${count}-${Date.now()}@example.com`
  }
}
