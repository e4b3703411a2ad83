// English: the Connect view: the e-mail field, social buttons, wallet list labels and the legal text.

export const connectMessages = {
  connect: {
    emailLabel: 'Email',
    emailPlaceholder: 'Email address',
    continueWithEmail: 'Continue with email',
    continueWith: 'Continue with {provider}',
    moreSocials: 'More options',
    orDivider: 'or',
    walletsHeading: 'Wallets',
    noWallet: 'Don’t have a wallet?',
    whatIsAWallet: 'A wallet holds your digital assets and lets you sign in to apps without a password.',
    aria: {
      socialList: 'Social logins',
    },
    wallets: {
      qrCode: 'QR code',
      allWallets: 'All wallets',
      allWalletsCount: '{count, plural, one {# wallet} other {# wallets}}',
    },
    legal: {
      agreement: 'I agree to the {terms} and the {privacy}',
      byConnecting: 'By connecting your wallet, you agree to the {terms} and the {privacy}',
      terms: 'Terms of Service',
      privacy: 'Privacy Policy',
      mustAgree: 'Accept the terms to continue',
    },
  },
}
