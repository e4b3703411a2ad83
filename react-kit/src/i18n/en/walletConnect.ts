// English: the WalletConnect pairing views (QR code, deep link).

export const walletConnectMessages = {
  walletConnect: {
    scanQr: 'Scan this QR code with your phone',
    scanWith: 'Scan this QR code with {name}',
    linkCopied: 'Link copied',
    linkExpired: 'Link expired — fresh code generated',
    expiresIn: 'Link expires in {time}',
    openApp: 'Open {name}',
    useWalletConnect: 'Use WalletConnect',
    mobileLink: 'Open the app on your phone',
    notConfigured: 'WalletConnect is not set up in this app',
    common: {
      openLink: 'Open link',
    },
    aria: {
      qrCodeConnect: 'QR code to connect a wallet',
    },
    connecting: {
      chooseApp: 'Choose your wallet app to connect',
      preparingLink: 'Preparing the connection link…',
      linkReady: 'Connection link ready: choose your wallet',
    },
  },
}
