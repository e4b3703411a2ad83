// English: the name registration views.

export const registerNameMessages = {
  registerName: {
    backToAccount: 'Back to account',
    description: 'Your name is a readable address others can use to send you assets.',
    placeholder: 'Choose a name',
    tooShort: 'Use at least 4 characters',
    invalidCharacters: 'Use only letters, numbers and hyphens',
    checking: 'Checking availability…',
    available: '{name} is available',
    taken: '{name} is already taken',
    suggestions: 'Suggestions',
    register: 'Register',
    registering: 'Registering {name}…',
    signToRegister: 'Sign the message in your wallet to register the name',
    success: '{name} is now the name of your account',
    unsupportedNetwork: 'Names are only available on EVM networks',
  },
}
