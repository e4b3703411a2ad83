// English: the Receive view.

export const receiveMessages = {
  receive: {
    description: 'Copy your address or scan this QR code',
    onlyNetwork: 'Send assets only on {network}',
    networksCount: 'Supported on {count, plural, one {# network} other {# networks}}',
    addressLabel: 'Your address',
    qrLabel: 'QR code of your address',
    networksHeading: 'Networks',
    notConnected: 'Connect a wallet to see your address',
    status: {
      copied: 'Copied',
    },
  },
}
