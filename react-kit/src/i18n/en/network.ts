// English: the Networks and Unsupported Chain views.

export const networkMessages = {
  network: {
    unsupportedDescription: 'This app doesn’t support your current network. Switch to an available option to continue.',
    switch: 'Switch',
    switchTo: 'Switch to {name}',
    approveInWallet: 'Approve the network switch in your wallet',
    switchDeclined: 'Switch declined',
    testnet: 'Testnet',
    active: 'Active',
    searchPlaceholder: 'Search network',
    noResults: 'No network found',
    whatIsANetwork: 'A network is the blockchain your assets live on. Apps and wallets must use the same one.',
    aria: {
      networkList: 'Networks',
    },
    status: {
      disconnecting: 'Disconnecting…',
      switchingNetwork: 'Switching network…',
    },
  },
}
