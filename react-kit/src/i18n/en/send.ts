// English: the send views: the form, the token list and the review.

export const sendMessages = {
  send: {
    amountLabel: 'Amount',
    receiverLabel: 'To',
    receiverPlaceholder: 'Type or paste address',
    selectToken: 'Select token',
    balance: 'Balance: {amount}',
    preview: 'Preview send',
    send: 'Send',
    sending: 'Sending…',
    sendingTo: 'Sending to {address}',
    sent: 'Transaction sent',
    insufficientFunds: 'Insufficient funds',
    invalidAddress: 'Invalid address',
    badChecksum: 'This address does not match its checksum: check it for a typo',
    enterAmount: 'Enter an amount',
    enterAddress: 'Enter an address',
    networkFee: 'Network fee',
    unsupportedNetwork: 'Sending is not available on this network',
    tokenLabel: 'Token',
    changeToken: 'Token: {symbol}. Change token',
    searchPlaceholder: 'Search token',
    noTokens: 'No tokens to send',
    noResults: 'No token found',
    useMax: 'Use the maximum amount',
    valueInUSD: '≈ {value}',
    resolvingName: 'Looking up {name}…',
    youSend: 'You send',
    network: 'Network',
    confirmInWallet: 'Confirm the transaction in your wallet',
    amountIssue: {
      invalid: 'Enter a valid amount',
      tooManyDecimals: '{symbol} allows at most {decimals} decimals',
      aboveBalance: 'Insufficient funds',
      feeNotCovered: 'Not enough {symbol} left for the network fee',
    },
    common: {
      max: 'Max',
    },
    aria: {
      searchTokens: 'Search tokens',
    },
    snackbar: {
      transactionSent: 'Transaction sent',
    },
  },
}
