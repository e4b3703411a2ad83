// English: the Approve Transaction view.

export const approveMessages = {
  approve: {
    description: 'Review the request in the wallet window, then approve or reject it.',
    waiting: 'Waiting for your approval…',
    cancelling: 'Cancelling…',
  },
}
