// English: the social login views (popup sign-in and Farcaster).

export const socialMessages = {
  social: {
    continueIn: 'Continue in {provider}',
    connectingWith: 'Connecting with {provider}…',
    cancelled: 'Sign-in cancelled',
    farcasterScan: 'Scan this QR code with your phone to log in with Farcaster',
    farcasterOpen: 'Open Farcaster',
    farcasterWaiting: 'Waiting for approval in Farcaster…',
  },
}
