// English: the e-mail views: the one-time code, device approval and the e-mail update.

export const emailMessages = {
  email: {
    otpSentTo: 'Enter the code we sent to {email}',
    codeLabel: 'Verification code',
    resend: 'Resend code',
    resendIn: 'Resend code in {seconds}s',
    didNotReceive: 'Didn’t receive it?',
    codeExpired: 'Code expired',
    verifying: 'Verifying…',
    approveDevice: 'Approve the login link we sent to {email}',
    approveDeviceHint: 'The link expires in 20 minutes',
    newEmailLabel: 'New email',
    save: 'Save',
    updated: 'Email updated',
    codeResent: 'A new code is on its way',
    waitingForDevice: 'Waiting for approval…',
    updateDescription: 'We’ll send a code to your current email to confirm the change',
  },
}
