// English: the Account Settings view.

export const settingsMessages = {
  settings: {
    accountType: 'Account type',
    current: 'Current: {type}',
    switching: 'Switching account…',
    switched: 'Now using: {type}',
    email: 'Email',
    editEmail: 'Edit email',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    name: 'Name',
    chooseName: 'Choose a name',
    account: {
      smartAccount: 'Smart account',
      eoa: 'Externally owned account',
      switchToSmartAccount: 'Switch to smart account',
      switchToEoa: 'Switch to externally owned account',
    },
  },
}
