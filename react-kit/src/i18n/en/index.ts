// The whole English catalogue: the source of every message key. Other locales have exactly these keys and the
// same parameters. Syntax: `{name}` parameters and `{count, plural, one {# x} other {# xs}}` (see ../icu.ts).
// Product, wallet, network and token names are parameters, never translated.
//
// The kit never loads this whole object on its way to the Connect view: each view asks for its own part
// (`useTranslation(shellMessages, sendMessages)`), so a part travels in the chunk of the views that show it.
// This assembly is for the type `Messages`, the catalogue tests, and `loadMessages('en')`.
import { accountMessages } from './account'
import { approveMessages } from './approve'
import { buyMessages } from './buy'
import { connectMessages } from './connect'
import { connectingMessages } from './connecting'
import { emailMessages } from './email'
import { errorsMessages } from './errors'
import { namesMessages } from './names'
import { networksMessages } from './networks'
import { receiveMessages } from './receive'
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
  common: {
    ...startMessages.common,
    ...shellMessages.common,
    ...sharedMessages.common,
    ...sendMessages.common,
    ...walletConnectMessages.common,
    ...buyMessages.common,
  },
  aria: {
    ...startMessages.aria,
    ...shellMessages.aria,
    ...sharedMessages.aria,
    ...connectMessages.aria,
    ...walletsMessages.aria,
    ...networksMessages.aria,
    ...accountMessages.aria,
    ...sendMessages.aria,
    ...walletConnectMessages.aria,
  },
  titles: { ...shellMessages.titles },
  connect: { ...shellMessages.connect, ...connectMessages.connect },
  wallets: { ...shellMessages.wallets, ...connectMessages.wallets, ...walletsMessages.wallets },
  walletConnect: { ...walletConnectMessages.walletConnect, ...connectingMessages.walletConnect },
  connecting: { ...walletConnectMessages.connecting, ...connectingMessages.connecting },
  status: {
    ...startMessages.status,
    ...sharedMessages.status,
    ...networksMessages.status,
    ...receiveMessages.status,
    ...siwxMessages.status,
  },
  email: { ...shellMessages.email, ...emailMessages.email },
  social: { ...shellMessages.social, ...socialMessages.social },
  settings: { ...accountMessages.settings, ...settingsMessages.settings },
  approve: { ...approveMessages.approve },
  siwx: { ...siwxMessages.siwx },
  network: { ...startMessages.network, ...networksMessages.network },
  account: { ...startMessages.account, ...accountMessages.account, ...settingsMessages.account },
  activity: { ...accountMessages.activity },
  send: { ...sendMessages.send },
  swap: { ...swapMessages.swap },
  receive: { ...receiveMessages.receive },
  buy: { ...buyMessages.buy },
  registerName: { ...namesMessages.registerName },
  legal: { ...connectMessages.legal },
  buttons: { ...startMessages.buttons },
  modal: { ...shellMessages.modal },
  snackbar: { ...sharedMessages.snackbar, ...sendMessages.snackbar, ...swapMessages.snackbar },
  errors: errorsMessages.errors,
  alertDetails: { ...shellMessages.alertDetails },
}

/** The shape every locale must have: the English keys, each a string. */
export type Messages = typeof en
