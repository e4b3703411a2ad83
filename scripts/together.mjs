// `node scripts/together.mjs "<command>" "<command>"…`: runs independent checks of `npm test` side by side (the
// type-check, the API report and the size gates read the sources or the built dist, and write nothing another
// reads), so that a 2-core machine keeps both cores busy. Each command's output is printed whole once it ends, under
// its name; the exit code is 1 when any command failed.
import { spawn } from 'node:child_process'

const commands = process.argv.slice(2)
if (commands.length === 0) {
  process.stderr.write('usage: node scripts/together.mjs "<command>" ["<command>"…]\n')
  process.exit(2)
}

/** Runs `command` in a shell; resolves with its exit code and everything it printed, in order. */
function run(command) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => resolve({ code: 1, output: `${error.message}\n`, seconds: 0 }))
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString(), seconds })
    })
  }).then((result) => {
    const status = result.code === 0 ? 'passed' : `failed (exit code ${result.code})`
    process.stdout.write(`\n> ${command}: ${status} in ${result.seconds} s\n${result.output}`)
    return result.code
  })
}

const codes = await Promise.all(commands.map(run))
process.exit(codes.every((code) => code === 0) ? 0 : 1)
