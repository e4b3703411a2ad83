// English: what the start renders (ConnectButton, AccountButton, NetworkButton) and the separator of accessible names.
// Loaded with the provider: keep it to the strings those render.

export const startMessages = {
  start: {
    common: {
      listSeparator: ', ',
      // The modal's fallback when its code did not load (the shell's own copies are in `shell` and `errors`).
      tryAgain: 'Try again',
      close: 'Close',
      failed: 'Something went wrong',
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
