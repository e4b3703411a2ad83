// English: what the start renders (ConnectButton, AccountButton, NetworkButton) and the separator of accessible names.
// Loaded with the provider: keep it to the strings those render.

export const startMessages = {
  start: {
    common: {
      listSeparator: ', ',
    },
    aria: {
      currentNetwork: 'Network: {name}. Change network',
    },
    status: {
      connecting: 'Connecting…',
    },
    network: {
      unknown: 'Unknown network',
    },
    account: {
      balance: 'Balance',
    },
    buttons: {
      connect: 'Connect Wallet',
    },
  },
}
