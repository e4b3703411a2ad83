// The embedded wallet against the devnet for the kit's views, which run in happy-dom: the devnet runs as its own
// process (`useDevnetProcess`), and the frame page's protocol logic runs in process against that devnet's real
// frame backend, mailbox and chain (`inProcessFrames`, with Node's fetch); only the postMessage transport between
// the app and the frame stands in.
import { connectDevice, connectOtp, connectEmail } from '@portico/sdk/embedded'
import type { PorticoOptions } from '@portico/sdk'
import type { ApprovalRequest, Mail } from '@portico-examples/devnet/frame'
import { embeddedPortico } from '../portico/embeddedPortico'
import type { TestPortico } from '../portico/testPortico'
import type { DevnetProcess } from './devnetProcess'
import { inProcessFrames, type InProcessFrame } from './inProcessFrame'
import { nodeFetch } from './nodeFetch'

/** The mails sent to `email`, newest first. */
export async function mailsTo(devnet: DevnetProcess, email: string): Promise<Mail[]> {
  if (!devnet.mailboxUrl) throw new Error('the devnet runs without its frame: it has no mailbox')
  const response = await nodeFetch(`${devnet.mailboxUrl}?email=${encodeURIComponent(email)}`)
  return (await response.json()) as Mail[]
}

/** Waits for the newest mail to `email` that carries `field` (a code or a link). */
export async function mailed(devnet: DevnetProcess, email: string, field: 'code' | 'link', after = 0): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const found = (await mailsTo(devnet, email)).find((mail) => mail.id > after && mail[field])
    if (found?.[field]) return found[field]
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail with a ${field} reached ${email}`)
}

export interface EmbeddedKitSetup {
  portico: TestPortico
  frames: InProcessFrame[]
}

/**
 * A Portico with the embedded wallet on the devnet chain, its frames in process. `confirm` is the user's answer
 * on the frame's approval panel (default: approve).
 */
export function embeddedKitPortico(
  devnet: DevnetProcess,
  options: Partial<PorticoOptions> = {},
  confirm: (request: ApprovalRequest) => Promise<boolean> = async () => true,
): EmbeddedKitSetup {
  if (!devnet.frameUrl) throw new Error('the devnet runs without its frame')
  const frames = inProcessFrames({ confirm, fetch: nodeFetch })
  const { p } = embeddedPortico({
    frameUrl: devnet.frameUrl,
    rpcUrl: devnet.rpcUrls[31337],
    apiUrl: devnet.apiUrl,
    frames,
    options,
  })
  return { portico: p, frames: frames.created }
}

/** Signs `portico` in by e-mail through the SDK, as the e-mail views do: new device, its mailed link, the mailed code. */
export async function logIn(devnet: DevnetProcess, portico: TestPortico, email: string): Promise<void> {
  await connectEmail(portico, { email })
  const device = connectDevice(portico)
  await nodeFetch(await mailed(devnet, email, 'link'))
  await device
  await connectOtp(portico, { otp: await mailed(devnet, email, 'code') })
}
