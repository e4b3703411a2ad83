// English: texts that several views off the Connect path use: copy and QR labels, status words, snackbars.

export const sharedMessages = {
  shared: {
    common: {
      back: 'Back',
      cancel: 'Cancel',
      copyAddress: 'Copy address',
      copyLink: 'Copy link',
      disconnect: 'Disconnect',
      loading: 'Loading…',
    },
    aria: {
      help: 'Help',
      copyAddress: 'Copy address {address}',
      copyLink: 'Copy connection link',
      openInNewTab: 'Open {name} in a new tab',
      qrCode: 'QR code for {name}',
      tokenList: 'Tokens',
      activityList: 'Activity',
      searchNetworks: 'Search networks',
      clearSearch: 'Clear search',
      otpCode: 'Verification code',
      walletIcon: '{name} logo',
      networkIcon: '{name} logo',
      tokenIcon: '{symbol} logo',
      accountButton: 'Account {address}. Open account',
      expiresIn: 'The code expires in {seconds} seconds',
    },
    status: {
      connectingTo: 'Connecting to {name}…',
      connected: 'Connected',
      awaitingApproval: 'Approve in your wallet',
      otpSent: 'Code sent',
    },
    snackbar: {
      addressCopied: 'Address copied',
      linkCopied: 'Link copied',
      copyFailed: 'Could not copy',
      networkSwitched: 'Switched to {network}',
      nameRegistered: 'Name registered',
      disconnected: 'Disconnected',
      connected: 'Connected',
    },
  },
}
