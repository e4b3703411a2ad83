// English: the Connecting External view (an injected or announced wallet).

export const connectingMessages = {
  connecting: {
    unavailable: 'This wallet is not available in this browser',
    walletConnect: {
      continueIn: 'Continue in {name}',
      acceptRequest: 'Accept the connection request in your wallet',
      declined: 'Connection declined',
      declinedDescription: 'The connection request was declined in the wallet.',
    },
  },
}
