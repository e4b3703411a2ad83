// @ts-check

/**
 * Runs `stop` once on Ctrl-C or SIGTERM, then exits; a second signal exits at once.
 * @param {() => Promise<void>} stop
 */
export function stopOnSignal(stop) {
  let stopping = false
  /** @param {NodeJS.Signals} signal */
  const onSignal = (signal) => {
    if (stopping) process.exit(1)
    stopping = true
    process.stderr.write(`\n[devnet] ${signal}: stopping…\n`)
    stop().then(
      () => process.exit(0),
      (error) => {
        process.stderr.write(`[devnet] stop failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}
