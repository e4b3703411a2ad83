// The whole English catalogue: the source of every message key. Other locales have exactly these keys and the
// same parameters. Syntax: `{name}` parameters and `{count, plural, one {# x} other {# xs}}` (see ../icu.ts).
// Product, wallet, network and token names are parameters, never translated.
//
// One file per section, named after it: `send.ts` holds every `send.…` key (the send views' strings, their
// accessible names under `send.aria`, the texts they share under `send.common`); `shell.ts` the modal's frame and
// view titles; `shared.ts` what several views show; `start.ts` what renders before the modal loads.
//
// The kit never loads this whole object on its way to the Connect view: each view asks for its sections
// (`useTranslation(shellMessages, sendMessages)`), so a section travels in the chunk of the views that show it.
// This assembly is for the type `Messages`, the catalogue tests, and `loadMessages('en')`.
import { accountMessages } from './account'
import { approveMessages } from './approve'
import { buyMessages } from './buy'
import { connectMessages } from './connect'
import { connectingMessages } from './connecting'
import { emailMessages } from './email'
import { errorsMessages } from './errors'
import { networkMessages } from './network'
import { receiveMessages } from './receive'
import { registerNameMessages } from './registerName'
import { sendMessages } from './send'
import { settingsMessages } from './settings'
import { sharedMessages } from './shared'
import { shellMessages } from './shell'
import { siwxMessages } from './siwx'
import { socialMessages } from './social'
import { startMessages } from './start'
import { swapMessages } from './swap'
import { walletConnectMessages } from './walletConnect'
import { walletsMessages } from './wallets'

export const en = {
  ...accountMessages,
  ...approveMessages,
  ...buyMessages,
  ...connectMessages,
  ...connectingMessages,
  ...emailMessages,
  ...errorsMessages,
  ...networkMessages,
  ...receiveMessages,
  ...registerNameMessages,
  ...sendMessages,
  ...settingsMessages,
  ...sharedMessages,
  ...shellMessages,
  ...siwxMessages,
  ...socialMessages,
  ...startMessages,
  ...swapMessages,
  ...walletConnectMessages,
  ...walletsMessages,
}

export default en

/** The shape every locale must have: the English keys, each a string. */
export type Messages = typeof en
