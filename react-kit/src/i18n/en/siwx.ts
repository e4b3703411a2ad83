// English: the sign-in request views.

export const siwxMessages = {
  siwx: {
    requestTitleNoName: 'This app needs to connect to your wallet',
    requestTitle: '{name} needs to connect to your wallet',
    description: 'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
    descriptionOptional: 'Sign this message to prove you own this wallet.',
    sign: 'Sign',
    cancel: 'Cancel',
    status: {
      awaitingSignature: 'Awaiting signature…',
    },
  },
}
